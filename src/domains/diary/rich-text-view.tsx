import * as css from './diary.css.ts';
import { RichTextBlocks } from '../../components/rich-text/rich-text-blocks.tsx';

/** The entry's text as the read page shows it (the Lexical JSON rendered by rich-text-blocks.tsx). */
export function RichTextView({ content, fallback }: { content: Record<string, unknown> | null; fallback: string }) {
  return (
    <div className={css.rich}>
      <RichTextBlocks content={content} fallback={fallback} classes={{ bold: css.bold, italic: css.italic, underline: css.underline, strike: css.strike }} />
    </div>
  );
}
