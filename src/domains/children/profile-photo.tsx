import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { childProfileApi } from '../../contract/child-profile-api.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { upload } from '../../lib/api/upload.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { ChildAvatar } from '../../components/child/child-avatar.tsx';
import * as css from './child-page.css.ts';
import { checkPhoto, PHOTO_ACCEPT } from './photo-check.ts';
import { useChildUpdated } from './use-child-updated.ts';
import './catalog.ts';

/** Upload, replace (with progress) and remove the child's profile photo. */
export function ProfilePhoto({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const messageText = useMessageText();
  const updated = useChildUpdated();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: (file: Blob) => upload(childProfileApi.uploadChildImage, { params: { id: child.id }, file, onProgress: setProgress }),
    onMutate: () => setProgress(null),
    onSuccess: updated,
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: () => call(childProfileApi.deleteChildImage, { params: { id: child.id } }),
    onSuccess: (data) => {
      updated(data);
      setConfirming(false);
    },
  });
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const verdict = checkPhoto(file);
    if (!verdict.ok) {
      setProblem(messageText(verdict.key));
      return;
    }
    setProblem(null);
    remove.reset();
    send.mutate(file.slice(0, file.size, verdict.contentType));
  };
  const busy = send.isPending || remove.isPending;
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <section className={`${page.card} ${css.photo}`} aria-labelledby="child-photo-title">
      <h2 id="child-photo-title" className={page.sectionTitle}>
        <Trans>Profile photo</Trans>
      </h2>
      <ChildAvatar child={child} size="lg" alt={child.profileImageURL ? t`Photo of ${child.nickname}` : t`No photo yet`} />
      {send.isPending ? (
        // No percent until the upload can measure one (HTTP/1.1 cannot, decision 0036): an indeterminate bar.
        <div role="status" aria-live="polite">
          <progress className={css.progress} max={100} value={percent ?? undefined} aria-label={t`Upload progress`} />
          <p className={page.muted}>{percent === null ? t`Uploading…` : t`Uploading… ${percent}%`}</p>
        </div>
      ) : null}
      <input ref={input} type="file" accept={PHOTO_ACCEPT} hidden onChange={picked} data-testid="child-photo-input" />
      <div className={css.photoActions}>
        <Button size="sm" tone="secondary" busy={send.isPending} disabled={busy} onClick={() => input.current?.click()}>
          {child.profileImageURL ? <Trans>Change photo</Trans> : <Trans>Add a photo</Trans>}
        </Button>
        {child.profileImageURL ? (
          <Button size="sm" tone="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            <Trans>Remove photo</Trans>
          </Button>
        ) : null}
      </div>
      <p className={page.muted}>
        <Trans>JPG, PNG, GIF or WEBP, up to 10MB.</Trans>
      </p>
      <FormAlert message={problem ?? errorText(send.error) ?? errorText(remove.error)} />
      <ConfirmDialog
        open={confirming}
        title={t`Remove the photo?`}
        confirmLabel={t`Remove`}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t`The profile photo of ${child.nickname} will be removed.`}</p>
      </ConfirmDialog>
    </section>
  );
}
