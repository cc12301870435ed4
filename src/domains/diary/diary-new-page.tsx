import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryKeys, diaryListQuery } from './diary-queries.ts';
import { birthDay } from './child.ts';
import { useSelectedChild } from '../../lib/auth/use-selected-child.ts';
import { DiaryMonthList } from './diary-month-list.tsx';
import type { ListPlace } from './list-place.ts';
import * as css from './diary.css.ts';
import { monthOf } from './editable.ts';
import { PdfBookOffer } from './pdf-book-offer.tsx';
import { useQueuedDayWrite } from './offline/outbox-items.ts';
import { DiaryForm } from './diary-form.tsx';
import { queuedTarget } from './form-target.ts';
import './catalog.ts';

/** /diary/write?date=…: the new entry of the selected child; an existing one for that day opens its edit page. */
export function DiaryNewPage({ date, place, onPlace }: { date: string; place: ListPlace; onPlace: (next: ListPlace) => void }) {
  const { t } = useLingui();
  const child = useSelectedChild();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const list = useQuery({ ...diaryListQuery(child.data?.id ?? 0, monthOf(date)), enabled: child.data !== null && child.data !== undefined });
  // The day's queued write opens here instead of a second one (decision 0033); offline, a list that
  // cannot load (paused) does not hold the form back: the outbox settles a clash on the day later.
  const queuedWrite = useQueuedDayWrite(child.data?.id ?? null, date);
  // Once known, it stays known for this day: a paused list that resumes when the connection returns
  // must not take the form (and the words being typed in it) away while it loads.
  const dayKey = `${child.data?.id ?? ''}:${date}`;
  const [knownDay, setKnownDay] = useState<string | null>(null);
  const knownNow = list.data !== undefined || list.fetchStatus === 'paused' || list.isError;
  if (knownNow && knownDay !== dayKey) setKnownDay(dayKey);
  const listKnown = knownNow || knownDay === dayKey;
  const listed = queuedWrite === null ? list.data?.find((item) => item.entryDate === date) : undefined;
  // Offline, an entry this device never opened cannot load: a new write of the day is queued instead (merged later).
  const queryClient = useQueryClient();
  const existing = listed && (navigator.onLine || queryClient.getQueryData(diaryKeys.entry(listed.id)) !== undefined) ? listed : undefined;
  // A new form in use (focused or typed in) holds the page (decision 0033): an entry of the day found meanwhile (a
  // list that loads once the phone is back online) does not take the form away; saving keeps these
  // words with the refused writes, where the parent adds them to the day's entry.
  const [typing, setTyping] = useState(false);
  const leave = existing !== undefined && !typing;
  useEffect(() => {
    if (existing && leave) void navigate({ to: '/diary/write/$diaryId', params: { diaryId: existing.id }, replace: true });
  }, [existing, leave, navigate]);
  return (
    <>
      <PageHeader title={t`Write a diary`} back />
      <div className={page.body}>
        <div className={css.layout}>
          {child.isPending || (child.data && (!listKnown || queuedWrite === undefined)) || leave ? <Spinner /> : null}
          <FormAlert message={errorText(child.error ?? list.error)} />
          {child.data === null ? (
            <p className={css.empty}>
              <Trans>Add a child first to write a diary.</Trans> <Link to="/my-page/child-list" className={css.link}>{t`Add a child`}</Link>
            </p>
          ) : null}
          {child.data && !child.data.born ? (
            <p className={css.empty}>
              <Trans>A diary can be written after your child is born.</Trans>{' '}
              <Link to="/my-page/child-info/$childId" params={{ childId: child.data.id }} search={{ tab: 'profile' }} className={css.link}>
                {t`Record the birth`}
              </Link>
            </p>
          ) : null}
          {child.data?.born && queuedWrite ? (
            <DiaryForm key={`${child.data.id}-${date}-queued`} child={child.data} target={queuedTarget(queuedWrite, date)} queued={queuedWrite} />
          ) : null}
          {existing && !leave ? <DayTakenNotice diaryId={existing.id} /> : null}
          {child.data?.born && queuedWrite === null && listKnown && !leave ? (
            <DiaryForm key={`${child.data.id}-${date}`} child={child.data} target={{ kind: 'new', date }} onTyping={setTyping} />
          ) : null}
          {/* Under the form once the day is known: a day that opens its entry's page never paints them here (decision 0058). */}
          {child.data?.born && listKnown && !leave ? (
            <DiaryMonthList
              childId={child.data.id}
              birth={birthDay(child.data)}
              place={place}
              onPlace={onPlace}
              defaultMonth={monthOf(date)}
              after={<PdfBookOffer childId={child.data.id} childName={child.data.nickname} />}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}

/** The day got its entry elsewhere while words were typed here (decision 0033). */
function DayTakenNotice({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  return (
    <div className={css.notice} role="status">
      <Trans>This day already has an entry, saved from elsewhere. Save what you wrote here: it is kept on this device and you can add it to that entry.</Trans>{' '}
      <Link to="/diary/write/$diaryId" params={{ diaryId }} className={css.link}>
        {t`Open the day's entry`}
      </Link>
    </div>
  );
}
