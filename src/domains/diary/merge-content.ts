/**
 * Merging a refused or concurrent diary write into the stored entry of its day (decision 0033,
 * SPEC §4 one entry per child per day): the stored entry stays as it is and the top-level blocks
 * (paragraphs, headings, lists) of the other write whose text it does not already hold are appended
 * after it. A block already there is not repeated, so merging a write that started from an older copy
 * of the entry adds only what was typed on top of that copy: no words lost, none duplicated.
 */
export type DiaryText = { content: Record<string, unknown> | null; contentText: string };

type Block = Record<string, unknown>;

/** Lexical's getTextContent of one block: its text nodes, line breaks as "\n", nested blocks joined by "\n\n". */
function blockText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const record = node as Record<string, unknown>;
  if (record.type === 'linebreak') return '\n';
  if (typeof record.text === 'string') return record.text;
  const children = Array.isArray(record.children) ? (record.children as unknown[]) : [];
  const inline = children.every((child) => child && typeof child === 'object' && ('text' in child || (child as Block).type === 'linebreak'));
  return children.map(blockText).join(inline ? '' : '\n');
}

function blocksOf(content: Record<string, unknown> | null): Block[] {
  const root = content?.root;
  if (!root || typeof root !== 'object' || !('children' in root) || !Array.isArray(root.children)) return [];
  return (root.children as unknown[]).filter((child): child is Block => typeof child === 'object' && child !== null);
}

/** A paragraph holding `text` (one text node per line), for a write that has only plain text. */
function paragraphsOf(text: string): Block[] {
  return text
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => ({
      type: 'paragraph',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      textFormat: 0,
      textStyle: '',
      children: part
        .split('\n')
        .flatMap((line, index) => [
          ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
          { type: 'text', version: 1, text: line, detail: 0, format: 0, mode: 'normal', style: '' },
        ]),
    }));
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The blocks of `extra` whose text `base` lacks (empty blocks never count). */
export function missingBlocks(base: DiaryText, extra: DiaryText): Block[] {
  const baseBlocks = base.content ? blocksOf(base.content) : paragraphsOf(base.contentText);
  const have = new Set(baseBlocks.map((block) => normalized(blockText(block))));
  const extraBlocks = extra.content ? blocksOf(extra.content) : paragraphsOf(extra.contentText);
  const seen = new Set<string>();
  return extraBlocks.filter((block) => {
    const text = normalized(blockText(block));
    if (text === '' || have.has(text) || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** `base` followed by what only `extra` holds; `base` itself when nothing is missing. */
export function mergeText(base: DiaryText, extra: DiaryText): DiaryText {
  const added = missingBlocks(base, extra);
  if (added.length === 0) return base;
  const baseBlocks = base.content ? blocksOf(base.content) : paragraphsOf(base.contentText);
  const root =
    base.content?.root && typeof base.content.root === 'object'
      ? (base.content.root as Record<string, unknown>)
      : { type: 'root', version: 1, direction: null, format: '', indent: 0 };
  const children = [...baseBlocks.filter((block) => normalized(blockText(block)) !== ''), ...added];
  return {
    content: { ...base.content, root: { ...root, children } },
    contentText: children.map(blockText).join('\n\n'),
  };
}
