/**
 * An entry's text for the book, read from its Lexical JSON the way the read page renders it
 * (src/features/diary/rich-text-blocks.tsx): paragraphs, headings, quotes, bulleted, numbered and
 * check lists (nested), bold/italic/underline/strikethrough text and line breaks. Any other node
 * gives its text; JSON that holds no text falls back to the plain-text copy (contentText).
 */

export type RunStyle = { bold: boolean; italic: boolean; underline: boolean; strike: boolean };
/** A stretch of text in one style; '\n' is a line break inside its block. */
export type Run = RunStyle & { text: string };

export type Block =
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'heading'; size: 'large' | 'small'; runs: Run[] }
  | { kind: 'quote'; runs: Run[] }
  | { kind: 'listItem'; depth: number; marker: string; runs: Run[] };

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: Node): Node[] => (Array.isArray(node.children) ? node.children.filter(isNode) : []);

// Lexical's text format bits.
const BOLD = 1;
const ITALIC = 2;
const STRIKE = 4;
const UNDERLINE = 8;

const PLAIN: RunStyle = { bold: false, italic: false, underline: false, strike: false };
const BULLETS = ['•', '◦', '▪'] as const;

function inlineRuns(node: Node, out: Run[]): Run[] {
  for (const child of childrenOf(node)) {
    if (child.type === 'text' && typeof child.text === 'string') {
      const format = typeof child.format === 'number' ? child.format : 0;
      out.push({
        text: child.text,
        bold: (format & BOLD) !== 0,
        italic: (format & ITALIC) !== 0,
        underline: (format & UNDERLINE) !== 0,
        strike: (format & STRIKE) !== 0,
      });
    } else if (child.type === 'linebreak') {
      out.push({ ...PLAIN, text: '\n' });
    } else if (child.type === 'tab') {
      out.push({ ...PLAIN, text: ' ' });
    } else if (child.type !== 'list') {
      inlineRuns(child, out);
    }
  }
  return out;
}

function listBlocks(list: Node, depth: number, out: Block[]): void {
  const type = list.listType;
  const start = typeof list.start === 'number' ? list.start : 1;
  let ordinal = start;
  for (const item of childrenOf(list)) {
    const runs = inlineRuns(item, []);
    const nested = childrenOf(item).filter((child) => child.type === 'list');
    // A listitem holding only a nested list is Lexical's wrapper for the deeper level: no marker of its own.
    if (runs.length > 0 || nested.length === 0) {
      const number = typeof item.value === 'number' ? item.value : ordinal;
      const marker = type === 'number' ? `${number}.` : type === 'check' ? (item.checked === true ? '☑' : '☐') : (BULLETS[depth % BULLETS.length] ?? '•');
      out.push({ kind: 'listItem', depth, marker, runs });
      ordinal = number + 1;
    }
    for (const child of nested) listBlocks(child, depth + 1, out);
  }
}

function block(node: Node, out: Block[]): void {
  switch (node.type) {
    case 'heading':
      out.push({ kind: 'heading', size: node.tag === 'h1' || node.tag === 'h2' ? 'large' : 'small', runs: inlineRuns(node, []) });
      return;
    case 'quote':
      out.push({ kind: 'quote', runs: inlineRuns(node, []) });
      return;
    case 'list':
      listBlocks(node, 0, out);
      return;
    default:
      out.push({ kind: 'paragraph', runs: inlineRuns(node, []) });
  }
}

const hasText = (b: Block) => b.runs.some((run) => run.text.trim() !== '');

/** The blocks of an entry's text: from its Lexical JSON, else its plain text (one paragraph per line). */
export function entryBlocks(content: unknown, contentText: string): Block[] {
  const root = isNode(content) && isNode(content.root) ? content.root : null;
  const blocks: Block[] = [];
  if (root) for (const node of childrenOf(root)) block(node, blocks);
  if (!blocks.some(hasText)) {
    blocks.length = 0;
    for (const line of contentText.split(/\r?\n/)) blocks.push({ kind: 'paragraph', runs: [{ ...PLAIN, text: line }] });
  }
  // Empty paragraphs are blank lines between paragraphs; at the start or the end they are nothing.
  while (blocks[0] && !hasText(blocks[0])) blocks.shift();
  while (blocks.length > 0 && !hasText(blocks[blocks.length - 1] as Block)) blocks.pop();
  return blocks;
}
