import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextBlocks } from './rich-text-blocks.tsx';

const classes = { bold: 'b', italic: 'i', underline: 'u', strike: 's' };

const text = (value: string, format = 0) => ({ type: 'text', text: value, format });

describe('read pages render the Lexical JSON without Lexical', () => {
  it('renders paragraphs, headings, quotes, lists and bold/italic text', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [text('오늘 '), text('당근죽', 1), text('!', 2)] },
          { type: 'heading', tag: 'h3', children: [text('잘한 일')] },
          { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('낮잠')] }] },
          { type: 'quote', children: [text('함께 자라자'), { type: 'linebreak' }] },
        ],
      },
    };
    const html = renderToStaticMarkup(<RichTextBlocks content={content} fallback="" classes={classes} />);
    expect(html).toMatch(/<p>오늘 <span class="b">당근죽<\/span><span class="i">!<\/span><\/p>/);
    expect(html).toContain('<h3>잘한 일</h3>');
    expect(html).toContain('<ol><li>낮잠</li></ol>');
    expect(html).toContain('<blockquote>함께 자라자<br/></blockquote>');
  });

  it('falls back to the plain text when the JSON is missing or unreadable, and escapes it', () => {
    expect(renderToStaticMarkup(<RichTextBlocks content={null} fallback="<b>잘 잤어요</b>" classes={classes} />)).toContain('&lt;b&gt;잘 잤어요&lt;/b&gt;');
    expect(renderToStaticMarkup(<RichTextBlocks content={{ root: 'x' }} fallback="" classes={classes} />)).toBe('');
  });
});
