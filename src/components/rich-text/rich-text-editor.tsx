/**
 * Rich text (the diary's story, a product's content): Lexical (rich-text-lexical.tsx, about 270 KB of script) behind a shell that
 * looks the same, the toolbar's row and the text as the reader sees it (RichTextBlocks), so the write
 * page paints its story at once and nothing moves when the editor takes over. Lexical is asked for
 * only once the shell is painted, so its download and evaluation do not hold back the page's first paints (decision 0056).
 */
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { RichTextBlocks } from './rich-text-blocks.tsx';
import * as css from './rich-text-editor.css.ts';
import * as textCss from './rich-text.css.ts';
import { useEditorTools, type RichTextEditorProps } from './rich-text-tools.ts';
import '../catalog.ts';

/**
 * Lexical's chunk. The phone may go offline before it arrives (no service worker yet on a first
 * visit): the shell then stays, and the chunk is asked again once the phone is online, instead of
 * the page failing and reloading into the browser's offline page (decision 0053: no words lost).
 */
function loadLexical(): Promise<{ default: ComponentType<RichTextEditorProps> }> {
  return import('./rich-text-lexical.tsx').catch(
    () =>
      new Promise((resolve) => {
        const retry = () => {
          window.removeEventListener('online', retry);
          resolve(loadLexical());
        };
        window.addEventListener('online', retry);
      }),
  );
}

const RichTextLexical = lazy(loadLexical);
/** How long after the shell's frame Lexical is asked for. */
const SHOWN_MS = 150;

/**
 * Lexical is asked for once the shell has been painted, not while the page that holds it is first
 * drawn: its 70 KB then never stand between a first visit and its page's largest paint.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // At a transition's priority: React draws the editor in short slices, between a member's taps.
    const done = () => startTransition(() => setPainted(true));
    // The frame that shows the shell reaches the screen a few milliseconds after it is drawn.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(done, SHOWN_MS);
    });
    // A page drawn hidden gets no frames: the editor comes all the same.
    const hidden = window.setTimeout(done, 4 * SHOWN_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(hidden);
    };
  }, []);
  return painted;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const shell = <EditorShell initial={props.initial} placeholder={props.placeholder} />;
  if (!usePainted()) return shell;
  return (
    <Suspense fallback={shell}>
      <RichTextLexical {...props} />
    </Suspense>
  );
}

/** What the editor shows before it can be used: inert (hidden from assistive technology, no focus). */
function EditorShell({ initial, placeholder }: { initial: Record<string, unknown> | null; placeholder: string }) {
  const tools = useEditorTools();
  return (
    <div className={css.editor} aria-hidden="true">
      <div className={css.toolbar}>
        {tools.map((tool) => (
          <button key={tool.key} type="button" className={css.toolButton} disabled tabIndex={-1} style={tool.style}>
            {tool.text}
          </button>
        ))}
      </div>
      <div className={css.editorWrap}>
        <div className={css.editable}>
          {initial ? (
            <RichTextBlocks
              content={initial}
              fallback=""
              classes={{ bold: textCss.bold, italic: textCss.italic, underline: textCss.underline, strike: textCss.strike }}
            />
          ) : null}
        </div>
        {initial ? null : <div className={css.placeholder}>{placeholder}</div>}
      </div>
    </div>
  );
}
