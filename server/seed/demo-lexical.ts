/** Demo rich text: a few blocks as Lexical JSON and its plain text, for the demo products, notices, articles and report months' diary. */
export type Block = { kind: 'p' | 'h'; text: string } | { kind: 'ul'; items: string[] };

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const element = { version: 1, direction: 'ltr', format: '', indent: 0 };

/** Lexical JSON and its plain text for a few blocks (ARCHITECTURE §7 rich text). */
export function lexical(blocks: readonly Block[]): { content: Record<string, unknown>; contentText: string } {
  const children = blocks.map((block) => {
    if (block.kind === 'ul')
      return {
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        ...element,
        children: block.items.map((item, i) => ({ type: 'listitem', value: i + 1, ...element, children: [text(item)] })),
      };
    if (block.kind === 'h') return { type: 'heading', tag: 'h3', ...element, children: [text(block.text)] };
    return { type: 'paragraph', ...element, children: [text(block.text)] };
  });
  const contentText = blocks.map((block) => (block.kind === 'ul' ? block.items.join('\n') : block.text)).join('\n\n');
  return { content: { root: { type: 'root', ...element, children } }, contentText };
}
