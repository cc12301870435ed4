import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryQuery } from './diary-queries.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import { getChildInfo, storedAsSummary } from '../../lib/storage/keys.ts';
import * as css from './diary.css.ts';
import { editableNow } from './editable.ts';
import { MissingEntry } from './missing-entry.tsx';
import { useQueuedDayWrite } from './offline/outbox-items.ts';
import { RefusedWrites } from './refused-writes.tsx';
import { DiaryForm } from './diary-form.tsx';
import { queuedTarget } from './form-target.ts';
import './catalog.ts';

/** /diary/write/{diaryId}: edit on the day it was written; read-only with an explanation after (SPEC §4). */
export function DiaryEditPage({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  const diary = useQuery(diaryQuery(diaryId));
  const children = useQuery(childrenQuery());
  const errorText = useErrorText();
  const child = children.data?.find((c) => c.id === diary.data?.childId) ?? (getChildInfo()?.id === diary.data?.childId ? storedSummary() : undefined);
  const editable = diary.data ? editableNow(diary.data) : false;
  const queuedWrite = useQueuedDayWrite(diary.data?.childId ?? null, diary.data?.entryDate ?? '');
  return (
    <>
      <PageHeader title={t`Edit the diary`} back />
      <div className={page.body}>
        <div className={css.layout}>
          {diary.isPending || (diary.data && !child && children.isPending) ? <Spinner /> : null}
          <FormAlert message={errorText(diary.error ?? children.error)} />
          {diary.error ? <MissingEntry /> : null}
          {diary.data ? <RefusedWrites childId={diary.data.childId} date={diary.data.entryDate} /> : null}
          {diary.data && !editable ? (
            <div className={css.notice} role="status">
              <strong>
                <Trans>This entry can no longer be edited.</Trans>
              </strong>
              <p className={page.muted}>
                <Trans>A diary entry can be edited only on the day it was written (Korea time). You can still read it, share it or delete it.</Trans>
              </p>
              <Link to="/diary/read/$diaryId" params={{ diaryId }} className={css.link}>
                {t`Read the entry`}
              </Link>
            </div>
          ) : null}
          {diary.data && editable && child && queuedWrite !== undefined ? (
            <DiaryForm
              key={`${diary.data.id}-${queuedWrite?.id ?? ''}`}
              child={child}
              target={queuedWrite ? queuedTarget(queuedWrite, diary.data.entryDate) : { kind: 'edit', diary: diary.data }}
              queued={queuedWrite ?? undefined}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}

function storedSummary(): ChildSummary | undefined {
  const stored = getChildInfo();
  return stored ? storedAsSummary(stored) : undefined;
}
