import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AdminField } from './admin-field.tsx';
import * as css from './admin-list.css.ts';
import { uploadProgressMeasurable } from '../../lib/api/upload.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import './catalog.ts';

/**
 * A record's picture (a product's thumbnail, an article's picture): picked, checked, uploaded at once
 * with its progress (decision 0036), and shown; the token the upload answers goes with the save
 * (decision 0064). A failed upload keeps the picture before.
 */
export function PictureField({
  label,
  current,
  error,
  check,
  send,
  onUploaded,
}: {
  label: string;
  current: string | null;
  error: string | null;
  /** The message key of what is wrong with the file before it is sent, or null. */
  check: (file: File) => string | null;
  /** Uploads the file, reporting 0…1, and answers the token. */
  send: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  onUploaded: (token: string) => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const messageText = useMessageText();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function pick(file: File | undefined) {
    if (!file) return;
    const key = check(file);
    if (key) {
      setProblem(messageText(key));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const token = await send(file, setProgress);
      setPreview((before) => {
        if (before) URL.revokeObjectURL(before);
        return URL.createObjectURL(file);
      });
      onUploaded(token);
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setProgress(null);
    }
  }
  const shown = problem ?? error;
  const src = preview ?? current;
  return (
    <AdminField label={label} error={shown}>
      {(id, described) => (
        <>
          {src ? <img className={css.picture} src={src} alt={t`The picture chosen`} width={240} height={240} /> : null}
          <input
            id={id}
            type="file"
            accept=".jpg,.jpeg,.png,.gif,.webp"
            disabled={progress !== null}
            {...described}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {progress !== null ? (
            <p className={css.hint} role="status">
              {uploadProgressMeasurable() ? (
                <>
                  <progress className={css.progress} max={1} value={progress} aria-label={t`Uploading the picture`} /> {Math.round(progress * 100)}%
                </>
              ) : (
                t`Uploading the picture…`
              )}
            </p>
          ) : null}
        </>
      )}
    </AdminField>
  );
}
