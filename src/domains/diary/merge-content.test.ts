import { describe, expect, it } from 'vitest';
import { mergeText, missingBlocks, type DiaryText } from './merge-content.ts';

const text = (value: string) => ({ type: 'text', version: 1, text: value, detail: 0, format: 0, mode: 'normal', style: '' });
const paragraph = (value: string) => ({ type: 'paragraph', version: 1, children: value ? [text(value)] : [] });
const doc = (...lines: string[]): DiaryText => ({
  content: { root: { type: 'root', version: 1, children: lines.map(paragraph) } },
  contentText: lines.join('\n\n'),
});

describe('merging a refused diary write into the day entry (decision 0033)', () => {
  it('appends the paragraphs only the refused write holds, after the stored ones', () => {
    const merged = mergeText(doc('아침에 웃었다'), doc('밤에 잘 잤다'));
    expect(merged.contentText).toBe('아침에 웃었다\n\n밤에 잘 잤다');
    expect(merged.content).toEqual(doc('아침에 웃었다', '밤에 잘 잤다').content);
  });

  it('does not repeat what the stored entry already holds (a write made on an older copy adds only the new words)', () => {
    const stored = doc('하나', '둘', '셋');
    const older = doc('하나', '넷');
    expect(mergeText(stored, older).contentText).toBe('하나\n\n둘\n\n셋\n\n넷');
    expect(mergeText(stored, doc('둘', '하나')).contentText).toBe(stored.contentText);
    expect(mergeText(stored, doc('둘', '하나'))).toBe(stored);
  });

  it('ignores empty paragraphs and whitespace differences, and a block repeated inside the refused write counts once', () => {
    expect(missingBlocks(doc('하나'), doc('', '  하나 ', '둘', '둘'))).toHaveLength(1);
  });

  it('works with a plain-text side (no Lexical state) and keeps line breaks inside a paragraph', () => {
    const merged = mergeText({ content: null, contentText: '첫 줄\n둘째 줄' }, { content: null, contentText: '첫 줄\n둘째 줄\n\n새 문단' });
    expect(merged.contentText).toBe('첫 줄\n둘째 줄\n\n새 문단');
    const blocks = (merged.content as { root: { children: unknown[] } }).root.children;
    expect(blocks).toHaveLength(2);
  });

  it('reads nested blocks (lists) as one block of their items', () => {
    const list = {
      type: 'list',
      version: 1,
      children: [
        { type: 'listitem', version: 1, children: [text('우유')] },
        { type: 'listitem', version: 1, children: [text('낮잠')] },
      ],
    };
    const withList: DiaryText = { content: { root: { type: 'root', children: [list] } }, contentText: '우유\n낮잠' };
    expect(mergeText(doc('하나'), withList).contentText).toBe('하나\n\n우유\n낮잠');
    expect(missingBlocks(withList, withList)).toEqual([]);
  });
});
