/**
 * Lexical JSON (diary entries, product pages) rendered without loading Lexical (read pages stay
 * light): paragraphs, headings, quotes, lists and bold/italic/underline/strikethrough text. Any
 * other node shows its text; anything unreadable falls back to the plain contentText.
 */
import type { ReactNode } from 'react';

type Node = { type?: unknown; children?: unknown; text?: unknown; format?: unknown; tag?: unknown; listType?: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const childrenOf = (node: Node): Node[] => (Array.isArray(node.children) ? node.children.filter(isNode) : []);

// Lexical's text format bits.
const BOLD = 1;
const ITALIC = 2;
const STRIKE = 4;
const UNDERLINE = 8;

export type TextClasses = { bold: string; italic: string; underline: string; strike: string };

function text(node: Node, key: number, css: TextClasses): ReactNode {
  const value = typeof node.text === 'string' ? node.text : '';
  const format = typeof node.format === 'number' ? node.format : 0;
  const classes = [format & BOLD ? css.bold : '', format & ITALIC ? css.italic : '', format & UNDERLINE ? css.underline : '', format & STRIKE ? css.strike : '']
    .filter(Boolean)
    .join(' ');
  return classes ? (
    <span key={key} className={classes}>
      {value}
    </span>
  ) : (
    value
  );
}

function render(node: Node, key: number, css: TextClasses): ReactNode {
  const kids = () => childrenOf(node).map((child, i) => render(child, i, css));
  switch (node.type) {
    case 'text':
      return text(node, key, css);
    case 'linebreak':
      return <br key={key} />;
    case 'heading':
      return node.tag === 'h2' || node.tag === 'h1' ? <h2 key={key}>{kids()}</h2> : <h3 key={key}>{kids()}</h3>;
    case 'quote':
      return <blockquote key={key}>{kids()}</blockquote>;
    case 'list':
      return node.listType === 'number' ? <ol key={key}>{kids()}</ol> : <ul key={key}>{kids()}</ul>;
    case 'listitem':
      return <li key={key}>{kids()}</li>;
    case 'paragraph':
      return <p key={key}>{kids()}</p>;
    default:
      return <span key={key}>{kids()}</span>;
  }
}

/** The blocks of a rich text; each page wraps them in its own styles (e.g. the diary's RichTextView). */
export function RichTextBlocks({ content, fallback, classes }: { content: Record<string, unknown> | null; fallback: string; classes: TextClasses }) {
  const root = content && isNode(content.root) ? content.root : null;
  const blocks = root ? childrenOf(root) : [];
  if (blocks.length === 0) return fallback ? <p style={{ whiteSpace: 'pre-wrap' }}>{fallback}</p> : null;
  return <>{blocks.map((block, i) => render(block, i, classes))}</>;
}
