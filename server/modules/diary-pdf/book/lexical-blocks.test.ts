import { describe, expect, it } from 'vitest';
import { entryBlocks } from './lexical-blocks.ts';

const text = (value: string, format = 0) => ({ type: 'text', text: value, format });
const root = (...children: unknown[]) => ({ root: { type: 'root', children } });
const plain = { bold: false, italic: false, underline: false, strike: false };

describe('the entry text of the book from Lexical JSON (decision 0028)', () => {
  it('reads paragraphs with bold, italic, underline and strikethrough runs and line breaks', () => {
    const blocks = entryBlocks(
      root({ type: 'paragraph', children: [text('아주 '), text('굵게', 1), { type: 'linebreak' }, text('기울여', 2), text('밑줄', 8), text('취소', 4)] }),
      '',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { ...plain, text: '아주 ' },
          { ...plain, bold: true, text: '굵게' },
          { ...plain, text: '\n' },
          { ...plain, italic: true, text: '기울여' },
          { ...plain, underline: true, text: '밑줄' },
          { ...plain, strike: true, text: '취소' },
        ],
      },
    ]);
  });

  it('reads headings, quotes and nested bulleted, numbered and check lists with their markers', () => {
    const blocks = entryBlocks(
      root(
        { type: 'heading', tag: 'h2', children: [text('오늘 한 일')] },
        { type: 'heading', tag: 'h3', children: [text('아침')] },
        { type: 'quote', children: [text('맘마!')] },
        {
          type: 'list',
          listType: 'bullet',
          children: [
            { type: 'listitem', children: [text('산책')] },
            { type: 'listitem', children: [{ type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('공원')] }] }] },
          ],
        },
        {
          type: 'list',
          listType: 'number',
          start: 3,
          children: [
            { type: 'listitem', children: [text('셋')] },
            { type: 'listitem', children: [text('넷')] },
          ],
        },
        {
          type: 'list',
          listType: 'check',
          children: [
            { type: 'listitem', checked: true, children: [text('약 먹기')] },
            { type: 'listitem', children: [text('목욕')] },
          ],
        },
      ),
      '',
    );
    expect(
      blocks.map((b) => [b.kind, b.kind === 'listItem' ? `${b.depth}${b.marker}` : b.kind === 'heading' ? b.size : '', b.runs.map((r) => r.text).join('')]),
    ).toEqual([
      ['heading', 'large', '오늘 한 일'],
      ['heading', 'small', '아침'],
      ['quote', '', '맘마!'],
      ['listItem', '0•', '산책'],
      ['listItem', '1◦', '공원'],
      ['listItem', '03.', '셋'],
      ['listItem', '04.', '넷'],
      ['listItem', '0☑', '약 먹기'],
      ['listItem', '0☐', '목욕'],
    ]);
  });

  it('falls back to the plain text, one paragraph a line, when the JSON holds no text; blank lines at the ends go', () => {
    expect(entryBlocks(null, '첫 줄\n\n셋째 줄\n').map((b) => b.runs.map((r) => r.text).join(''))).toEqual(['첫 줄', '', '셋째 줄']);
    expect(entryBlocks(root({ type: 'paragraph', children: [] }), '백업 글').map((b) => b.runs[0]?.text)).toEqual(['백업 글']);
    expect(entryBlocks({ root: 'broken' }, '')).toEqual([]);
  });
});
