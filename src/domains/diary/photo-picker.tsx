import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { DIARY_IMAGE_LIMIT_BYTES, DIARY_IMAGE_MAX, type Diary } from '../../contract/diary.ts';
import * as fieldCss from '../../components/field/field.css.ts';
import * as css from './diary.css.ts';
import { ACCEPTED_TYPES } from './image-sizing.ts';
import './catalog.ts';

export type NewPhoto = { localId: string; blob: Blob; url: string; progress: number | null; error: string | null };

type Props = {
  existing: Diary['images'];
  removedIds: readonly number[];
  photos: readonly NewPhoto[];
  disabled: boolean;
  onRemoveExisting: (id: number) => void;
  onAdd: (photos: NewPhoto[]) => void;
  onRemoveNew: (localId: string) => void;
};

/** Up to DIARY_IMAGE_MAX photos: pick, preview, remove; each compressed on pick (compress-image.ts, lazy). */
export function PhotoPicker({ existing, removedIds, photos, disabled, onRemoveExisting, onAdd, onRemoveNew }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const kept = existing.filter((image) => !removedIds.includes(image.id));
  const count = kept.length + photos.length;
  const room = DIARY_IMAGE_MAX - count;
  const limitMb = Math.round(DIARY_IMAGE_LIMIT_BYTES / 1024 / 1024);

  const pick = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setMessage(null);
    const chosen = [...files];
    const taken = chosen.slice(0, Math.max(0, room));
    const problems: string[] = [];
    if (chosen.length > taken.length) problems.push(t`A diary can have at most ${DIARY_IMAGE_MAX} photos.`);
    setBusy(true);
    try {
      const { compressImage } = await import('./compress-image.ts');
      const added: NewPhoto[] = [];
      for (const file of taken) {
        const result = await compressImage(file);
        if (result.kind === 'badType') problems.push(t`${file.name}: only JPG, PNG, GIF or WEBP photos can be added.`);
        else if (result.kind === 'tooLarge') problems.push(t`${file.name}: the photo is larger than ${limitMb} MB even after compression.`);
        else added.push({ localId: crypto.randomUUID(), blob: result.blob, url: URL.createObjectURL(result.blob), progress: null, error: null });
      }
      if (added.length > 0) onAdd(added);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
    setMessage(problems.length > 0 ? problems.join(' ') : null);
  };

  return (
    <div className={fieldCss.field}>
      <span className={fieldCss.label} id={`${inputId}-label`}>
        <Trans>
          Photos ({count} / {DIARY_IMAGE_MAX})
        </Trans>
      </span>
      <ul className={css.photos} aria-labelledby={`${inputId}-label`}>
        {kept.map((image, index) => (
          <li key={`s${image.id}`} className={css.photo}>
            <img className={css.photoImg} src={image.url} alt={t`Photo ${index + 1}`} />
            <button
              type="button"
              className={css.photoRemove}
              disabled={disabled}
              aria-label={t`Remove photo ${index + 1}`}
              onClick={() => onRemoveExisting(image.id)}
            >
              ×
            </button>
          </li>
        ))}
        {photos.map((photo, index) => {
          const n = kept.length + index + 1;
          return (
            <li key={photo.localId} className={css.photo}>
              <img className={css.photoImg} src={photo.url} alt={t`New photo ${n}`} />
              <button
                type="button"
                className={css.photoRemove}
                disabled={disabled}
                aria-label={t`Remove photo ${n}`}
                onClick={() => onRemoveNew(photo.localId)}
              >
                ×
              </button>
              {photo.progress !== null && photo.error === null ? (
                <div
                  className={css.photoBar}
                  role="progressbar"
                  aria-label={t`Uploading photo ${n}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(photo.progress * 100)}
                >
                  <div className={css.photoBarFill} style={{ width: `${Math.round(photo.progress * 100)}%` }} />
                </div>
              ) : null}
              {photo.error ? (
                <p className={css.photoError} role="alert">
                  {photo.error}
                </p>
              ) : null}
            </li>
          );
        })}
        {room > 0 ? (
          <li>
            <label htmlFor={inputId} className={css.addPhoto} aria-disabled={disabled || busy}>
              <span aria-hidden="true" style={{ fontSize: 24 }}>
                +
              </span>
              {busy ? t`Preparing…` : t`Add photos`}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              multiple
              className={css.visuallyHidden}
              disabled={disabled || busy}
              onChange={(event) => void pick(event.target.files)}
            />
          </li>
        ) : null}
      </ul>
      <p className={fieldCss.hint}>
        <Trans>JPG, PNG, GIF or WEBP. Photos are made smaller on your phone before they are sent.</Trans>
      </p>
      {message ? (
        <p className={fieldCss.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Revokes the preview URLs of photos when they leave the list or the page closes. */
export function useRevokeOnUnmount(photos: readonly NewPhoto[]) {
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);
}
