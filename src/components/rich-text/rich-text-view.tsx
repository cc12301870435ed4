import { RichTextBlocks } from './rich-text-blocks.tsx';
import * as css from './rich-text.css.ts';

/**
 * A stored rich text (Lexical JSON) read-only, styled as the diary's read page shows it: headings,
 * lists, quotes and bold/italic/underline/strikethrough, without loading Lexical. The back office's
 * entry detail reads an entry with it (decision 0048); members' text stays text, never markup.
 */
export function RichTextView({ content, fallback }: { content: Record<string, unknown> | null; fallback: string }) {
  return (
    <div className={css.rich}>
      <RichTextBlocks content={content} fallback={fallback} classes={{ bold: css.bold, italic: css.italic, underline: css.underline, strike: css.strike }} />
    </div>
  );
}
