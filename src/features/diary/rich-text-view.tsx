/**
 * The entry's text rendered from its Lexical JSON without loading Lexical (the read page stays
 * light): paragraphs, headings, quotes, lists and bold/italic/underline/strikethrough text. Any
 * other node shows its text; anything unreadable falls back to the plain contentText.
 */
import type { ReactNode } from 'react';
import * as css from './diary.css.ts';

type Node = { type?: unknown; children?: unknown; text?: unknown; format?: unknown; tag?: unknown; listType?: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const childrenOf = (node: Node): Node[] => (Array.isArray(node.children) ? node.children.filter(isNode) : []);

// Lexical's text format bits.
const BOLD = 1;
const ITALIC = 2;
const STRIKE = 4;
const UNDERLINE = 8;

function text(node: Node, key: number): ReactNode {
  const value = typeof node.text === 'string' ? node.text : '';
  const format = typeof node.format === 'number' ? node.format : 0;
  const classes = [format & BOLD ? css.bold : '', format & ITALIC ? css.italic : '', format & UNDERLINE ? css.underline : '', format & STRIKE ? css.strike : ''].filter(Boolean).join(' ');
  return classes ? (
    <span key={key} className={classes}>
      {value}
    </span>
  ) : (
    value
  );
}

function render(node: Node, key: number): ReactNode {
  const kids = () => childrenOf(node).map(render);
  switch (node.type) {
    case 'text':
      return text(node, key);
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

export function RichTextView({ content, fallback }: { content: Record<string, unknown> | null; fallback: string }) {
  const root = content && isNode(content.root) ? content.root : null;
  const blocks = root ? childrenOf(root) : [];
  if (blocks.length === 0) return fallback ? <div className={css.rich}><p style={{ whiteSpace: 'pre-wrap' }}>{fallback}</p></div> : null;
  return <div className={css.rich}>{blocks.map(render)}</div>;
}
