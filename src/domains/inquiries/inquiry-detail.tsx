import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { chipTone } from '../../components/chip/chip.css.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { IMAGE_ACCEPT } from '../../contract/file-rules.ts';
import type { MemberInquiry } from '../../contract/inquiries.ts';
import { inquiriesApi } from '../../contract/inquiries-api.ts';
import { upload } from '../../lib/api/upload.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './inquiries.css.ts';
import { STATUS_LABELS, TOPIC_LABELS } from './inquiry-labels.ts';
import { inquiryKeys, inquiryQuery } from './inquiry-queries.ts';
import { photoProblem } from './photo-rule.ts';
import './catalog.ts';

/** One inquiry with the operator's answer; opening it marks the answer read, so the list's dot and My page's go. */
export function InquiryDetail({ inquiryId, photoFailed }: { inquiryId: number; photoFailed: boolean }) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const detail = useQuery(inquiryQuery(inquiryId));
  const read = detail.data?.status === 'ANSWERED';
  useEffect(() => {
    if (read) void queryClient.invalidateQueries({ queryKey: inquiryKeys.list });
  }, [read, queryClient]);
  if (detail.isPending) return <Spinner />;
  if (detail.error) return <p role="alert">{errorText(detail.error)}</p>;
  return <Body inquiry={detail.data} photoFailed={photoFailed} />;
}

function Body({ inquiry: q, photoFailed }: { inquiry: MemberInquiry; photoFailed: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <article className={css.card} aria-labelledby="inquiry-title">
      <div className={css.itemHead}>
        <h2 id="inquiry-title" className={css.grow} style={{ margin: 0, fontSize: '1.05rem' }}>
          {i18n._(TOPIC_LABELS[q.topic])}
        </h2>
        <span className={q.status === 'ANSWERED' ? chipTone.success : chipTone.neutral}>{i18n._(STATUS_LABELS[q.status])}</span>
      </div>
      <p className={css.meta}>{t`Sent ${formatKoreanDateTime(q.createdAt)}`}</p>
      <p className={css.words}>{q.content}</p>
      {q.photoUrl ? <img className={css.photo} src={q.photoUrl} alt={t`The photo you attached`} /> : null}
      {q.status === 'WAITING' ? <PhotoAttach inquiry={q} photoFailed={photoFailed} /> : null}
      {q.answer ? (
        <section className={css.answer} aria-labelledby="inquiry-answer">
          <h3 id="inquiry-answer" style={{ margin: 0, fontSize: '1rem' }}>
            <Trans>Answer from Dodam</Trans>
          </h3>
          {q.answeredAt ? <p className={css.meta}>{formatKoreanDateTime(q.answeredAt)}</p> : null}
          <p className={css.words} data-testid="inquiry-answer">
            {q.answer}
          </p>
        </section>
      ) : (
        <p className={css.meta} role="status">
          <Trans>We will answer here as soon as we can, usually within one working day. We will send you a notification when it is ready.</Trans>
        </p>
      )}
    </article>
  );
}

/** While it waits, a photo can be attached (again, when sending it with the inquiry failed) or replaced. */
function PhotoAttach({ inquiry: q, photoFailed }: { inquiry: MemberInquiry; photoFailed: boolean }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(
    photoFailed && !q.photoUrl ? t`The inquiry was sent, but the photo was not. You can attach it again here.` : null,
  );
  const [busy, setBusy] = useState(false);
  async function attach(file: File) {
    if (photoProblem(file)) {
      setProblem(t`Please choose a JPG, PNG, GIF or WEBP picture of at most 10 MB.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const updated = await upload(inquiriesApi.uploadInquiryPhoto, { params: { inquiryId: q.id }, file, navigateOnError: false });
      queryClient.setQueryData(inquiryKeys.detail(q.id), updated);
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.list });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={css.photoPick}>
      <label htmlFor={id} className={css.meta}>
        {q.photoUrl ? <Trans>Replace the photo</Trans> : <Trans>Attach a photo</Trans>}
      </label>
      <input
        id={id}
        className={css.fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void attach(file);
          e.target.value = '';
        }}
      />
      {busy ? <Spinner /> : null}
      <FormAlert message={problem} />
    </div>
  );
}
