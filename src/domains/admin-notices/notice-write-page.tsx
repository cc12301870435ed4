import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import * as css from '../admin-kit/admin-list.css.ts';
import { BodyField, CheckField, ChoiceField, PublishFields, RecordPreview } from '../admin-kit/record-fields.tsx';
import { RecordFormActions, useRecordSave } from '../admin-kit/record-form.tsx';
import { contractProblems, useFieldProblems, type ProblemWords } from '../admin-kit/record-problems.ts';
import * as formCss from '../admin-kit/record-form.css.ts';
import { RecordPage, RecordWriteForm } from '../admin-kit/record-page.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { adminNoticesApi, type AdminNoticeDetail } from '../../contract/admin-notices-api.ts';
import { koreaDateTimeLocal, koreaLocalToInstant } from '../../contract/calendar/today.ts';
import { NOTICE_CATEGORIES, NOTICE_STATUSES, NOTICE_TITLE_MAX, NoticeWriteBody, type NoticeCategory, type NoticeStatus } from '../../contract/notices.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './notice-labels.ts';
import { adminNoticeKeys, adminNoticeQuery } from './notice-queries.ts';
import './catalog.ts';

/** /admin/notice/write, and ?noticeId=… to change one (SPEC §2; decision 0065). */
export function NoticeWritePage({ noticeId }: { noticeId: number | undefined }) {
  const { t } = useLingui();
  const existing = useQuery({ ...adminNoticeQuery(noticeId ?? 0), enabled: noticeId !== undefined });
  return (
    <RecordPage
      title={noticeId === undefined ? t`Write a notice` : t`Edit the notice`}
      back={
        <Link className={css.rowLink} to="/admin/notice" search={noticeId === undefined ? {} : { noticeId }}>
          {noticeId === undefined ? <Trans>← Back to the notices</Trans> : <Trans>← Back to the notice</Trans>}
        </Link>
      }
    >
      <RecordWriteForm existing={noticeId === undefined ? null : existing}>
        {(notice) => <NoticeForm key={notice?.id ?? 'new'} notice={notice} />}
      </RecordWriteForm>
    </RecordPage>
  );
}

type Fields = 'title' | 'contentText' | 'publishAt';

/** A published or scheduled notice keeps its time in the form; another keeps it only when it is still ahead. */
const keepsItsTime = (notice: AdminNoticeDetail) => notice.status === 'PUBLISHED' || notice.status === 'SCHEDULED' || Date.parse(notice.publishAt) > Date.now();

/** What was typed stays through every refusal; 미리보기 shows it as members will read it. */
function NoticeForm({ notice }: { notice: AdminNoticeDetail | null }) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [title, setTitle] = useState(notice?.title ?? '');
  const [category, setCategory] = useState<NoticeCategory>(notice?.category ?? 'NOTICE');
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [status, setStatus] = useState<NoticeStatus>(notice ? (notice.status === 'SCHEDULED' ? 'PUBLISHED' : notice.status) : 'PUBLISHED');
  // A draft's or hidden notice's stored time is when it was saved, not a choice: the field starts
  // empty (now) unless that time is still ahead (decision 0082).
  const [publishAt, setPublishAt] = useState(notice && keepsItsTime(notice) ? koreaDateTimeLocal(notice.publishAt) : '');
  const [content, setContent] = useState<{ json: Record<string, unknown> | null; text: string }>({
    json: notice?.content ?? null,
    text: notice?.contentText ?? '',
  });
  const [previewing, setPreviewing] = useState(false);
  const record = useRecordSave({
    listKey: adminNoticeKeys.all,
    savedMessage: messageText('NoticePosted') ?? '',
    onSaved: (id) => void navigate({ to: '/admin/notice', search: { noticeId: id }, replace: true }),
  });
  const { problems, setProblems, touch } = useFieldProblems<Fields>(record.markDirty);
  const said = (issue: v.BaseIssue<unknown>) => messageText(issue.message) ?? '';
  const words: ProblemWords<Fields> = {
    title: ['title', said],
    contentText: ['contentText', said],
    content: ['contentText', () => messageText('InvalidNoticeContent') ?? ''],
    publishAt: ['publishAt', () => t`Enter a valid date and time.`],
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = {
      title,
      content: content.json ?? {},
      contentText: content.text,
      category,
      pinned,
      status,
      ...(publishAt ? { publishAt: koreaLocalToInstant(publishAt) } : {}),
    };
    const parsed = v.safeParse(NoticeWriteBody, draft);
    if (!parsed.success) {
      setProblems(contractProblems(parsed.issues, words));
      return;
    }
    setProblems({});
    const body = parsed.output;
    void record.save(() =>
      notice
        ? call(adminNoticesApi.updateNotice, { params: { noticeId: notice.id }, body, navigateOnError: false })
        : call(adminNoticesApi.createNotice, { body, navigateOnError: false }),
    );
  }

  return (
    <form className={formCss.form} onSubmit={submit} noValidate aria-label={t`Notice form`}>
      <TextField
        label={t`Title`}
        value={title}
        maxLength={NOTICE_TITLE_MAX + 10}
        required
        error={problems.title}
        onChange={(e) => {
          setTitle(e.target.value);
          touch('title');
        }}
      />
      <div className={formCss.row}>
        <ChoiceField
          label={t`Category`}
          value={category}
          options={NOTICE_CATEGORIES}
          text={(c) => i18n._(CATEGORY_LABELS[c])}
          onChange={(c) => (setCategory(c), touch())}
        />
        <PublishFields
          status={status}
          statuses={NOTICE_STATUSES}
          statusText={(s) => i18n._(STATUS_LABELS[s])}
          onStatus={(s) => (setStatus(s), touch())}
          publishAt={publishAt}
          onPublishAt={(at) => (setPublishAt(at), touch('publishAt'))}
          error={problems.publishAt}
        />
        <CheckField label={t`Pin to the top`} checked={pinned} onChange={(on) => (setPinned(on), touch())} />
      </div>
      <BodyField
        label={t`Content`}
        editorLabel={t`Notice content`}
        placeholder={t`What members should know.`}
        initial={notice?.content ?? null}
        error={problems.contentText}
        onChange={(json, text) => {
          setContent({ json, text });
          touch('contentText');
        }}
      />
      {previewing ? <RecordPreview title={title} content={content} above={i18n._(CATEGORY_LABELS[category])} /> : null}
      <RecordFormActions
        failure={record.failure}
        busy={record.busy}
        unsaved={record.unsaved}
        preview={{ on: previewing, toggle: () => setPreviewing((p) => !p) }}
      />
    </form>
  );
}
