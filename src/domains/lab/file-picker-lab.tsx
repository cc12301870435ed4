import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { FileRuleKey, PickedFile } from '../../contract/file-rules.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import * as css from './lab.css.ts';
import { readFile } from './read-file.ts';
import * as upload from './upload-lab.css.ts';
import './catalog.ts';

type State =
  | { step: 'idle' }
  | { step: 'refused'; name: string; key: FileRuleKey }
  | { step: 'reading'; name: string; fraction: number }
  | { step: 'ready'; name: string; size: number };

type Props = {
  title: string;
  rules: string;
  accept: string;
  /** The SPEC §5 rule on what the picker tells (name, type, size). */
  check: (file: PickedFile) => FileRuleKey | null;
  /** A rule on the first bytes, once read (a PDF starts with %PDF-). */
  checkBytes?: (head: Uint8Array) => FileRuleKey | null;
};

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One picker of the uploader lab: the rules, the file's progress, and the SPEC §8 message when refused. */
export function FilePickerLab({ title, rules, accept, check, checkBytes }: Props) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const reading = useRef<AbortController | null>(null);

  const pick = async (file: File | undefined) => {
    reading.current?.abort();
    if (!file) return setState({ step: 'idle' });
    const refused = check(file);
    if (refused) return setState({ step: 'refused', name: file.name, key: refused });
    const controller = new AbortController();
    reading.current = controller;
    setState({ step: 'reading', name: file.name, fraction: 0 });
    try {
      const bytes = await readFile(file, (fraction) => setState({ step: 'reading', name: file.name, fraction }), controller.signal);
      const bad = checkBytes?.(bytes.subarray(0, 8)) ?? null;
      setState(bad ? { step: 'refused', name: file.name, key: bad } : { step: 'ready', name: file.name, size: file.size });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ step: 'refused', name: file.name, key: 'InvalidFile' });
    }
  };

  return (
    <section className={css.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.sectionTitle}>
        {title}
      </h2>
      <p className={css.intro}>{rules}</p>
      <label className={upload.pick}>
        <Trans>Choose a file</Trans>
        <input className={upload.input} type="file" accept={accept} onChange={(event) => void pick(event.target.files?.[0])} />
      </label>
      {state.step === 'reading' ? (
        <div className={upload.progressRow}>
          <progress className={upload.progress} max={1} value={state.fraction} aria-label={t`Reading ${state.name}`} />
          <span>{Math.round(state.fraction * 100)}%</span>
        </div>
      ) : null}
      {state.step === 'refused' ? (
        <p className={upload.error} role="alert">
          {state.name}: {messageText(state.key)}
        </p>
      ) : null}
      {state.step === 'ready' ? (
        <p className={upload.ok} role="status">
          <Trans>
            {state.name} ({sizeText(state.size)}) passes the rules and was read in full.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
