import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RichTextBlocks } from '../../components/rich-text/rich-text-blocks.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { LabFrame } from './lab-frame.tsx';
import * as css from './lab.css.ts';
import * as text from './editor-lab.css.ts';
import './catalog.ts';

const textNode = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 });
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
});

/** A sample story in Lexical's serialized form: a heading, styled text and a list. */
const SAMPLE = {
  root: block('root', [
    block('heading', [textNode('오늘의 도담이')], { tag: 'h2' }),
    block('paragraph', [textNode('아침에 '), textNode('까르르', 1), textNode(' 웃으며 일어났어요. '), textNode('정말 귀여워요.', 2)], {
      textFormat: 0,
      textStyle: '',
    }),
    block('list', [block('listitem', [textNode('이유식 두 번')], { value: 1 }), block('listitem', [textNode('낮잠 세 번')], { value: 2 })], {
      listType: 'bullet',
      start: 1,
      tag: 'ul',
    }),
  ]),
};

/** /test/quill-test (the route keeps its old name): the diary's rich-text editor, its JSON and its plain text. */
export function EditorLabPage() {
  const { t } = useLingui();
  const [content, setContent] = useState<Record<string, unknown> | null>(SAMPLE);
  const [plain, setPlain] = useState('');
  return (
    <LabFrame
      path="/test/quill-test"
      title={t`Editor test`}
      intro={t`The diary's story editor (Lexical) with a sample story; what it stores — the editor JSON and the plain-text copy — updates as you type.`}
    >
      <section className={css.section}>
        <RichTextEditor
          initial={SAMPLE}
          label={t`Story`}
          placeholder={t`Write freely.`}
          onChange={(next, nextText) => {
            setContent(next);
            setPlain(nextText);
          }}
        />
      </section>
      <section className={css.section}>
        <h2 className={css.sectionTitle}>
          <Trans>As the read page shows it</Trans>
        </h2>
        <RichTextBlocks content={content} fallback={plain} classes={text} />
      </section>
      <section className={css.section}>
        <h2 className={css.sectionTitle}>
          <Trans>Plain-text copy</Trans>
        </h2>
        <pre className={css.output} data-testid="editor-plain-text">
          {plain}
        </pre>
        <details>
          <summary className={css.sectionTitle}>
            <Trans>Editor JSON</Trans>
          </summary>
          <pre className={css.output}>{JSON.stringify(content, null, 2)}</pre>
        </details>
      </section>
    </LabFrame>
  );
}
