import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, imageContentTypeOf, imageProblem } from '../../contract/file-rules.ts';
import { PREGNANCY_PHOTO_LIMIT_BYTES, PREGNANCY_PHOTO_MAX, pregnancyApi, type PregnancyEntry, type PregnancyPhoto } from '../../contract/pregnancy-api.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { upload } from '../../lib/api/upload.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { pregnancyKey } from './pregnancy-queries.ts';
import * as tile from '../../components/photo/photo-tile.css.ts';
import * as css from './pregnancy.css.ts';
import './catalog.ts';

/**
 * An entry's ultrasound photos (decision 0101): shown under its words; while the diary is open the
 * family adds one (checked before it is sent, with progress) or removes one after confirming.
 */
export function UltrasoundPhotos({ childId, entry, open }: { childId: number; entry: PregnancyEntry; open: boolean }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PregnancyPhoto | null>(null);
  const params = { id: childId, clientId: entry.clientId };
  const refresh = () => queryClient.invalidateQueries({ queryKey: pregnancyKey(childId) });
  const send = useMutation({
    mutationFn: (file: Blob) => upload(pregnancyApi.addPregnancyPhoto, { params, file, onProgress: setProgress, navigateOnError: false }),
    onMutate: () => setProgress(null),
    onSuccess: refresh,
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: (photo: PregnancyPhoto) => call(pregnancyApi.deletePregnancyPhoto, { params: { ...params, photoId: photo.id }, navigateOnError: false }),
    onSuccess: refresh,
  });
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const verdict = imageProblem(file, PREGNANCY_PHOTO_LIMIT_BYTES);
    if (verdict === 'empty') return setProblem(t`The picture is empty. Please choose another one.`);
    if (verdict === 'not-image') return setProblem(t`Please choose a JPG, PNG, GIF or WEBP picture.`);
    if (verdict === 'too-large') return setProblem(t`The picture can be at most 10 MB.`);
    setProblem(null);
    remove.reset();
    send.mutate(file.slice(0, file.size, imageContentTypeOf(file)));
  };
  const week = entry.week;
  const percent = progress === null ? null : Math.round(progress * 100);
  const full = entry.photos.length >= PREGNANCY_PHOTO_MAX;
  if (entry.photos.length === 0 && !open) return null;
  return (
    <div className={css.stack}>
      {entry.photos.length > 0 ? (
        <ul className={tile.photos} aria-label={t`Ultrasound photos of week ${week}`}>
          {entry.photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.id} className={tile.photo}>
                {/* The whole print in a tab of its own, at the size it was stored. */}
                <a className={tile.photoLink} href={photo.url} target="_blank" rel="noopener">
                  <img
                    className={tile.photoImg}
                    src={photo.url}
                    alt={t`Ultrasound photo ${n} of week ${week}`}
                    width={photo.width ?? 160}
                    height={photo.height ?? 120}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                {open ? (
                  <button
                    type="button"
                    className={tile.photoRemove}
                    onClick={() => setRemoving(photo)}
                    aria-label={t`Remove ultrasound photo ${n} of week ${week}`}
                  >
                    ×
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {send.isPending ? (
        // No percent until the upload can measure one (HTTP/1.1 cannot, decision 0036).
        <div role="status" aria-live="polite">
          <progress className={tile.progress} max={100} value={percent ?? undefined} aria-label={t`Upload progress`} />
          <span className={page.muted}>{percent === null ? t`Uploading…` : t`Uploading… ${percent}%`}</span>
        </div>
      ) : null}
      {open && !full ? (
        <>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={picked} data-testid={`ultrasound-input-${week}`} />
          <div>
            <Button tone="secondary" size="sm" busy={send.isPending} disabled={send.isPending || remove.isPending} onClick={() => input.current?.click()}>
              {t`Add an ultrasound photo`}
            </Button>
          </div>
        </>
      ) : null}
      <FormAlert message={problem ?? errorText(send.error) ?? errorText(remove.error)} />
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove this ultrasound photo?`}
        confirmLabel={t`Remove`}
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}
