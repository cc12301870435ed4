import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as field from '../../components/field/field.css.ts';
import { IMAGE_ACCEPT } from '../../contract/file-rules.ts';
import { INQUIRY_CONTENT_MAX, INQUIRY_TOPICS, type InquiryTopic } from '../../contract/inquiries.ts';
import { inquiriesApi } from '../../contract/inquiries-api.ts';
import { call } from '../../lib/api/call.ts';
import { upload } from '../../lib/api/upload.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { clearInquiryDraft, readInquiryDraft, writeInquiryDraft } from './inquiry-draft.ts';
import * as css from './inquiries.css.ts';
import { TOPIC_LABELS } from './inquiry-labels.ts';
import { inquiryKeys } from './inquiry-queries.ts';
import { photoProblem, type PhotoProblem } from './photo-rule.ts';
import './catalog.ts';

type Problems = { topic?: string; content?: string; photo?: string; send?: string };

/**
 * A new inquiry: a topic, the words (plain text) and an optional photo. The inquiry is sent first and
 * the photo attached to it after; when only the photo fails, the inquiry is there and its page offers
 * to attach the photo again (`onSent`'s second argument).
 */
export function InquiryForm({ onSent, full }: { onSent: (id: number, photoFailed: boolean) => void; full: boolean }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  // The words survive leaving the page, a reload and an expired session (inquiry-draft.ts).
  const memberId = useQuery(meQuery()).data?.id;
  const [draft] = useState(() => readInquiryDraft(memberId));
  const [topic, setTopicState] = useState<InquiryTopic | null>(draft.topic);
  const [content, setContentState] = useState(draft.content);
  const setTopic = (value: InquiryTopic) => {
    setTopicState(value);
    writeInquiryDraft(memberId, { topic: value, content });
  };
  const setContent = (value: string) => {
    setContentState(value);
    writeInquiryDraft(memberId, { topic, content: value });
  };
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const ids = { content: useId(), photo: useId() };
  const PHOTO_TEXT: Record<PhotoProblem, string> = {
    'not-image': t`Please choose a JPG, PNG, GIF or WEBP picture.`,
    empty: t`The picture is empty. Please choose another one.`,
    'too-large': t`The picture can be at most 10 MB.`,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (topic === null) found.topic = t`Please choose what the inquiry is about.`;
    if (content.trim() === '') found.content = t`Please write your inquiry.`;
    else if (content.trim().length > INQUIRY_CONTENT_MAX) found.content = t`Please keep it within ${formatNumber(INQUIRY_CONTENT_MAX)} characters.`;
    setProblems(found);
    if (Object.keys(found).length > 0 || topic === null) return;
    setBusy(true);
    let made: { id: number };
    try {
      made = await call(inquiriesApi.createInquiry, { body: { topic, content: content.trim() }, navigateOnError: false });
    } catch (error) {
      setProblems({ send: errorText(error) ?? t`The inquiry could not be sent. Please try again.` });
      setBusy(false);
      return;
    }
    clearInquiryDraft();
    let photoFailed = false;
    if (photo) {
      try {
        await upload(inquiriesApi.uploadInquiryPhoto, { params: { inquiryId: made.id }, file: photo, navigateOnError: false });
      } catch {
        photoFailed = true;
      }
    }
    await queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    setBusy(false);
    onSent(made.id, photoFailed);
  }

  if (full)
    return (
      <p className={css.meta} role="status">
        <Trans>You have 5 inquiries waiting for an answer. You can send a new one once they are answered.</Trans>
      </p>
    );
  return (
    <form className={css.card} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="inquiry-form-title">
      <h2 id="inquiry-form-title" className={field.label} style={{ fontSize: '1.05rem' }}>
        <Trans>Write an inquiry</Trans>
      </h2>
      {draft.content !== '' ? (
        <p className={css.meta} role="status">
          <Trans>What you were writing is here to carry on with.</Trans>
        </p>
      ) : null}
      <fieldset className={css.topics} aria-describedby={problems.topic ? 'inquiry-topic-msg' : undefined}>
        <legend className={field.label}>
          <Trans>What is it about?</Trans>
        </legend>
        {INQUIRY_TOPICS.map((value) => (
          <label key={value} className={css.topic}>
            <input
              type="radio"
              name="inquiry-topic"
              value={value}
              checked={topic === value}
              onChange={() => {
                setTopic(value);
                setProblems((now) => ({ ...now, topic: undefined }));
              }}
            />
            {i18n._(TOPIC_LABELS[value])}
          </label>
        ))}
        {problems.topic ? (
          <p id="inquiry-topic-msg" className={field.error} role="alert" style={{ flexBasis: '100%' }}>
            {problems.topic}
          </p>
        ) : null}
      </fieldset>
      <div className={field.field}>
        <label className={field.label} htmlFor={ids.content}>
          <Trans>Your inquiry</Trans>
        </label>
        <textarea
          id={ids.content}
          className={css.textarea}
          value={content}
          maxLength={INQUIRY_CONTENT_MAX}
          placeholder={t`Tell us what happened and what you would like us to do.`}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={`${ids.content}-msg`}
          onChange={(e) => {
            setContent(e.target.value);
            if (problems.content) setProblems((now) => ({ ...now, content: undefined }));
          }}
        />
        <p id={`${ids.content}-msg`} className={problems.content ? field.error : field.hint} role={problems.content ? 'alert' : undefined}>
          {problems.content ?? `${formatNumber(content.length)} / ${formatNumber(INQUIRY_CONTENT_MAX)}`}
        </p>
      </div>
      <div className={field.field}>
        <label className={field.label} htmlFor={ids.photo}>
          <Trans>Photo (optional)</Trans>
        </label>
        <div className={css.photoPick}>
          <input
            id={ids.photo}
            className={css.fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={`${ids.photo}-msg`}
            aria-invalid={problems.photo ? true : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              const problem = file ? photoProblem(file) : null;
              setProblems((now) => ({ ...now, photo: problem ? PHOTO_TEXT[problem] : undefined }));
              setPhoto(problem ? null : file);
              if (problem) e.target.value = '';
            }}
          />
        </div>
        <p id={`${ids.photo}-msg`} className={problems.photo ? field.error : field.hint} role={problems.photo ? 'alert' : undefined}>
          {problems.photo ?? t`A screenshot helps us understand quickly. Only the operators see it.`}
        </p>
      </div>
      <FormAlert message={problems.send ?? null} />
      <Button type="submit" block busy={busy}>
        <Trans>Send the inquiry</Trans>
      </Button>
    </form>
  );
}
