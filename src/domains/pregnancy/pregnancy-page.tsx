import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { pregnancyApi, type PregnancyEntry } from '../../contract/pregnancy-api.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { SelectedChildPage } from '../../components/page/selected-child-page.tsx';
import { call } from '../../lib/api/call.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { PregnancyForm } from './pregnancy-form.tsx';
import { pregnancyKey, pregnancyQuery } from './pregnancy-queries.ts';
import * as css from './pregnancy.css.ts';
import { PregnancyCareInfo } from './pregnancy-care-info.tsx';
import { UltrasoundPhotos } from './ultrasound-photos.tsx';
import './catalog.ts';

/**
 * /pregnancy-diary (decision 0100): 태교일기 of the selected child — the week today, a new entry, and
 * the entries newest week first with who wrote them. Once the child is born they are kept to read.
 */
export function PregnancyPage() {
  const { t } = useLingui();
  return (
    <SelectedChildPage title={t`Pregnancy diary`} noChild={<p className={page.muted}>{t`Add your child to start the pregnancy diary.`}</p>}>
      {(child) => <ChildPregnancy child={child} />}
    </SelectedChildPage>
  );
}

function ChildPregnancy({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const diary = useQuery(pregnancyQuery(child.id));
  const me = useQuery(meQuery()).data?.id ?? null;
  const nickname = child.nickname;
  if (diary.isPending)
    return (
      <p className={page.muted} role="status">
        {t`Loading the diary…`}
      </p>
    );
  if (!diary.data) return <FormAlert message={errorText(diary.error)} />;
  const { open, currentWeek, entries } = diary.data;
  return (
    <>
      <section className={`${page.card} ${css.stack}`} aria-labelledby="pregnancy-now">
        <h2 id="pregnancy-now" className={page.sectionTitle}>
          {open ? t`${nickname}, growing inside` : t`${nickname} is born`}
        </h2>
        {open && currentWeek !== null ? <p className={css.week}>{t`Week ${currentWeek} of pregnancy`}</p> : null}
        {open ? (
          <PregnancyForm childId={child.id} currentWeek={currentWeek} />
        ) : (
          <p className={page.muted}>{t`The pregnancy diary is kept here to read; the diary goes on from the day of birth.`}</p>
        )}
      </section>
      <section className={page.card} aria-labelledby="pregnancy-entries">
        <h2 id="pregnancy-entries" className={page.sectionTitle}>
          {t`Entries`}
        </h2>
        {entries.length === 0 ? (
          <p className={page.muted}>{t`No entry yet. Write the first one for your baby.`}</p>
        ) : (
          <EntryList childId={child.id} entries={entries} me={me} open={open} />
        )}
      </section>
      {open ? (
        <section className={page.card} aria-labelledby="pregnancy-care-info">
          <h2 id="pregnancy-care-info" className={page.sectionTitle}>
            {t`Care info for these weeks`}
          </h2>
          <PregnancyCareInfo />
        </section>
      ) : null}
    </>
  );
}

function EntryList({ childId, entries, me, open }: { childId: number; entries: readonly PregnancyEntry[]; me: number | null; open: boolean }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<PregnancyEntry | null>(null);
  const remove = useMutation({
    mutationFn: (entry: PregnancyEntry) =>
      call(pregnancyApi.deletePregnancyEntry, { params: { id: childId, clientId: entry.clientId }, navigateOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pregnancyKey(childId) }),
  });
  return (
    <>
      <FormAlert message={errorText(remove.error)} />
      <ul className={page.list} aria-label={t`Entries by week`}>
        {entries.map((entry) => {
          const week = entry.week;
          const author = entry.authorNickname;
          return (
            <li key={entry.clientId} className={css.entry}>
              <div className={css.entryHead}>
                <strong>{t`Week ${week}`}</strong>
                {open ? (
                  <Button tone="ghost" size="sm" onClick={() => setRemoving(entry)} aria-label={t`Delete the entry of week ${week}`}>
                    {t`Delete`}
                  </Button>
                ) : null}
              </div>
              <p className={css.content}>{entry.content}</p>
              <span className={page.muted}>
                {formatKoreanDate(entry.writtenOn)}
                {entry.authorId !== me ? ` · ${author ? t`By ${author}` : t`Written by a member who has left`}` : ''}
              </span>
              <UltrasoundPhotos childId={childId} entry={entry} open={open} />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t`Delete this entry?`}
        confirmLabel={t`Delete`}
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
      >
        {removing && removing.photos.length > 0 ? <p>{t`Its ultrasound photos are deleted with it.`}</p> : null}
      </ConfirmDialog>
    </>
  );
}
