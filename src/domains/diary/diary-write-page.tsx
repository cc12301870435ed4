import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { DIARY_TITLE_MAX, type Diary } from '../../contract/diary.ts';
import { Button } from '../../components/button/button.tsx';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { draftKey, loadDraft, onDraftPlaced, removeDraft, saveDraft, type DiaryDraftRecord } from './drafts.ts';
import { diaryOutbox } from './diary-outbox.ts';
import { isNetworkFailure, type OutboxItem } from './outbox.ts';
import { IdempotencyKeys, newClientId, saveDiary, type SaveTarget } from './save-diary.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryKeys, diaryListQuery, diaryQuery } from '../../lib/query/diary-queries.ts';
import { childrenQuery } from '../../lib/query/session-queries.ts';
import { getChildInfo } from '../../lib/storage/keys.ts';
import { AreaInputs } from './area-inputs.tsx';
import { emptyAreaForm, fromAreas, toAreas, type AreaForm, type AreaIssues } from './area-form.ts';
import { birthDay, mealsOn, useSelectedChild } from './child.ts';
import { DiaryMonthList } from './diary-month-list.tsx';
import * as css from './diary.css.ts';
import { editableNow, monthOf } from './editable.ts';
import { MissingEntry } from './missing-entry.tsx';
import { PdfBookOffer } from './pdf-book-offer.tsx';
import { PhotoPicker, useRevokeOnUnmount, type NewPhoto } from './photo-picker.tsx';
import { queueWrite, saveQueuedWrite } from './queue-write.ts';
import { useQueuedDayWrite } from './outbox-items.ts';
import { RefusedWrites } from './refused-writes.tsx';
import './catalog.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** /diary/write?date=…: the new entry of the selected child; an existing one for that day opens its edit page. */
export function DiaryNewPage({ date }: { date: string }) {
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
  // Words typed in the new form hold the page (decision 0033): an entry of the day found meanwhile (a
  // list that loads once the phone is back online) does not take the form away; saving keeps these
  // words with the refused writes, where the parent adds them to the day's entry.
  const [typing, setTyping] = useState(false);
  const leave = existing !== undefined && !typing;
  useEffect(() => {
    if (existing && leave) void navigate({ to: '/diary/write/$diaryId', params: { diaryId: String(existing.id) }, replace: true });
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
              <Link to="/my-page/child-info/$childId" params={{ childId: String(child.data.id) }} search={{ tab: 'profile' }} className={css.link}>
                {t`Record the birth`}
              </Link>
            </p>
          ) : null}
          {child.data?.born && queuedWrite ? <DiaryForm key={`${child.data.id}-${date}-queued`} child={child.data} target={queuedTarget(queuedWrite, date)} queued={queuedWrite} /> : null}
          {existing && !leave ? <DayTakenNotice diaryId={existing.id} /> : null}
          {child.data?.born && queuedWrite === null && listKnown && !leave ? <DiaryForm key={`${child.data.id}-${date}`} child={child.data} target={{ kind: 'new', date }} onTyping={setTyping} /> : null}
          {child.data?.born ? <DiaryMonthList childId={child.data.id} initialMonth={monthOf(date)} /> : null}
          {child.data?.born ? <PdfBookOffer childId={child.data.id} childName={child.data.nickname} /> : null}
        </div>
      </div>
    </>
  );
}

/** /diary/write/{diaryId}: edit on the day it was written; read-only with an explanation after (SPEC §4). */
export function DiaryEditPage({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  const diary = useQuery(diaryQuery(diaryId));
  const children = useQuery(childrenQuery());
  const errorText = useErrorText();
  const child = children.data?.find((c) => c.id === diary.data?.childId) ?? (getChildInfo()?.id === diary.data?.childId ? storedAsSummary() : undefined);
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
              <Link to="/diary/read/$diaryId" params={{ diaryId: String(diaryId) }} className={css.link}>
                {t`Read the entry`}
              </Link>
            </div>
          ) : null}
          {diary.data && editable && child && queuedWrite !== undefined ? (
            <DiaryForm key={`${diary.data.id}-${queuedWrite?.id ?? ''}`} child={child} target={queuedWrite ? queuedTarget(queuedWrite, diary.data.entryDate) : { kind: 'edit', diary: diary.data }} queued={queuedWrite ?? undefined} />
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
      <Link to="/diary/write/$diaryId" params={{ diaryId: String(diaryId) }} className={css.link}>
        {t`Open the day's entry`}
      </Link>
    </div>
  );
}

function storedAsSummary(): ChildSummary | undefined {
  const stored = getChildInfo();
  return stored ? { ...stored, born: stored.birthDateTime !== null, birthDueDate: null } : undefined;
}

type FormTarget = { kind: 'new'; date: string } | { kind: 'edit'; diary: Diary };

const queuedTarget = (item: OutboxItem, date: string): FormTarget => (item.target.kind === 'edit' ? { kind: 'edit', diary: item.target.diary } : { kind: 'new', date });
type Progress = { kind: 'entry' } | { kind: 'image'; index: number; total: number } | null;

type Restored = DiaryDraftRecord<AreaForm>;

/** Loads the autosaved draft of this entry first, so that the editor starts from it (decision 0021). */
function DiaryForm({ child, target, queued, onTyping }: { child: ChildSummary; target: FormTarget; queued?: OutboxItem; onTyping?: (typing: boolean) => void }) {
  const key = draftKey(target.kind === 'new' ? { kind: 'new', childId: child.id, date: target.date } : { kind: 'edit', diaryId: target.diary.id });
  const [restored, setRestored] = useState<Restored | null | undefined>(undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let alive = true;
    // A draft typed on top of the queued write is newer than it; else the queued write itself is the starting point.
    void loadDraft<AreaForm>(key).then((draft) => alive && setRestored(draft ?? (queued ? queuedAsDraft(queued) : null)));
    return () => {
      alive = false;
    };
  }, [key, queued]);
  // A refused write kept as this entry's draft while the page is open: the form starts again from it.
  useEffect(
    () =>
      onDraftPlaced((placed) => {
        if (placed !== key) return;
        void loadDraft<AreaForm>(key).then((draft) => {
          setRestored(draft);
          setRound((n) => n + 1);
        });
      }),
    [key],
  );
  if (restored === undefined) return <Spinner />;
  return (
    <DiaryFormBody
      key={round}
      child={child}
      target={target}
      draftId={key}
      restored={restored}
      queued={queued}
      onTyping={onTyping}
      onDiscardDraft={() => {
        onTyping?.(false);
        void removeDraft(key);
        setRestored(null);
        setRound((n) => n + 1);
      }}
    />
  );
}

function queuedAsDraft(item: OutboxItem): Restored {
  return { title: item.draft.title ?? '', areas: fromAreas(item.draft.areas), content: item.draft.content, contentText: item.draft.contentText, photos: item.images, removedIds: item.removeImageIds, savedAt: 0 };
}

type BodyProps = { child: ChildSummary; target: FormTarget; draftId: string; restored: Restored | null; queued?: OutboxItem; onTyping?: (typing: boolean) => void; onDiscardDraft: () => void };

function DiaryFormBody({ child, target, draftId, restored, queued, onTyping, onDiscardDraft }: BodyProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const original = target.kind === 'edit' ? target.diary : null;

  const [saved, setSaved] = useState<Diary | null>(original);
  const [title, setTitle] = useState(restored?.title ?? original?.title ?? '');
  const [areas, setAreas] = useState<AreaForm>(() => restored?.areas ?? (original ? fromAreas(original.areas) : emptyAreaForm()));
  const [content, setContent] = useState<{ json: Record<string, unknown> | null; text: string }>(
    restored ? { json: restored.content, text: restored.contentText } : { json: original?.content ?? null, text: original?.contentText ?? '' },
  );
  const [removedIds, setRemovedIds] = useState<number[]>(restored?.removedIds ?? []);
  const [photos, setPhotos] = useState<NewPhoto[]>(() => (restored?.photos ?? []).map((p) => ({ ...p, url: URL.createObjectURL(p.blob), progress: null, error: null })));
  const [issues, setIssues] = useState<AreaIssues>({});
  const [dirty, setDirty] = useState(restored !== null && !queued);
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<unknown>(null);
  const [waiting, setWaiting] = useState(false);
  const done = useRef(false);
  const clientId = useMemo(() => (queued?.target.kind === 'new' ? queued.target.clientId : newClientId()), [queued]);
  const keys = useMemo(() => new IdempotencyKeys(undefined, queued?.keys), [queued]);
  useRevokeOnUnmount(photos);
  const unmounting = useRef(false);
  useEffect(() => {
    unmounting.current = false;
    return () => {
      unmounting.current = true;
    };
  }, []);
  useEffect(() => {
    if (dirty && !done.current) onTyping?.(true);
  }, [dirty, onTyping]);

  // Autosave (debounced) while there is something unsaved; the draft goes once the save is acknowledged or queued.
  // A form that goes away before the pause is over saves at once: the last words typed are not dropped.
  useEffect(() => {
    if (!dirty || done.current) return;
    const save = () => {
      if (done.current) return;
      void saveDraft(draftId, { title, areas, content: content.json, contentText: content.text, photos: photos.map((p) => ({ localId: p.localId, blob: p.blob })), removedIds, savedAt: Date.now() });
    };
    const timer = window.setTimeout(save, 400);
    return () => {
      window.clearTimeout(timer);
      if (unmounting.current) save();
    };
  }, [dirty, draftId, title, areas, content, photos, removedIds]);

  const touch = () => setDirty(true);
  const busy = progress !== null;
  const titleIssue = title.trim().length > DIARY_TITLE_MAX ? t`Write at most ${DIARY_TITLE_MAX} characters.` : null;
  const entryDate = saved?.entryDate ?? (target.kind === 'new' ? target.date : '');
  const meals = mealsOn(child, entryDate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toAreas(areas, meals);
    setIssues(result.ok ? {} : result.issues);
    if (!result.ok || titleIssue) return;
    const empty = title.trim() === '' && content.text.trim() === '' && Object.values(result.areas).every((a) => a === null) && photos.length === 0 && (saved?.images.length ?? 0) === 0;
    if (empty) {
      setError(new Error('empty'));
      return;
    }
    setError(null);
    const saveTarget: SaveTarget = queued ? queued.target : saved ? { kind: 'edit', diary: saved } : { kind: 'new', clientId, childId: child.id, entryDate };
    const draft = { title: title.trim() || null, areas: result.areas, content: content.json, contentText: content.text };
    const uploaded = new Set<string>();
    const queueInput = () => ({
      id: queued?.id ?? (saveTarget.kind === 'new' ? saveTarget.clientId : `edit-${saveTarget.diary.id}`),
      childId: child.id,
      entryDate,
      target: saveTarget,
      draft,
      removeImageIds: removedIds,
      images: photos.filter((p) => !uploaded.has(p.localId)).map((p) => ({ localId: p.localId, blob: p.blob })),
      keys,
    });
    if (queued) {
      // The day's queued write opened here: it takes these words and the outbox sends it (decision 0033).
      setProgress({ kind: 'entry' });
      const outcome = await saveQueuedWrite(queryClient, queueInput(), queued).finally(() => setProgress(null));
      done.current = true;
      await removeDraft(draftId);
      if (outcome === 'queued') setWaiting(true);
      else await navigate({ to: '/diary/read/$diaryId', params: { diaryId: String(outcome.id) } });
      return;
    }
    try {
      const diary = await saveDiary(saveTarget, draft, { removeImageIds: removedIds, images: photos.map((p) => ({ localId: p.localId, blob: p.blob })) }, keys, {
        onStep: setProgress,
        onImageProgress: (localId, fraction) => setPhotos((list) => list.map((p) => (p.localId === localId ? { ...p, progress: fraction, error: null } : p))),
        onSaved: (stored) => {
          setSaved(stored);
          queryClient.setQueryData(diaryKeys.entry(stored.id), stored);
        },
        onImageUploaded: (localId) => {
          uploaded.add(localId);
          setPhotos((list) => {
            const photo = list.find((p) => p.localId === localId);
            if (photo) URL.revokeObjectURL(photo.url);
            return list.filter((p) => p.localId !== localId);
          });
        },
      });
      setRemovedIds([]);
      done.current = true;
      await removeDraft(draftId);
      // Leave first: the new-entry page would otherwise see the entry in its refreshed list and open the edit page.
      await navigate({ to: '/diary/read/$diaryId', params: { diaryId: String(diary.id) } });
      void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(child.id) });
    } catch (failure) {
      if (isNetworkFailure(failure)) {
        // Offline or timed out: the outbox keeps the write (with this form's keys) and sends it when online (decision 0021).
        // A day already holding a waiting write gets these words added to it, not a second write (decision 0033).
        await queueWrite(queryClient, queueInput());
        done.current = true;
        await removeDraft(draftId);
        setWaiting(true);
        onTyping?.(false);
        return;
      }
      if (isApiError(failure) && failure.message === 'DiaryAlreadyWrittenException' && saveTarget.kind === 'new') {
        // The day got its entry elsewhere meanwhile: this write waits with the refused ones for the parent's choice (decision 0033).
        await diaryOutbox.keepRefused(queueInput(), failure.message);
        done.current = true;
        await removeDraft(draftId);
        onTyping?.(false);
        await navigate({ to: '/diary/write', search: { date: entryDate }, replace: true });
        void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(child.id) });
        return;
      }
      setError(failure);
      if (isApiError(failure) && failure.message === 'DiaryEditConflictException' && saveTarget.kind === 'edit') {
        // Another device saved first: take its version (the form keeps what was typed here) so that saving again applies it.
        const latest = await queryClient.fetchQuery({ ...diaryQuery(saveTarget.diary.id), staleTime: 0 }).catch(() => null);
        if (latest) setSaved(latest);
      }
      // A photo the server refused keeps its message under it; the rest of the entry is stored.
      setPhotos((list) => {
        const first = list.find((p) => p.progress !== null);
        return first ? list.map((p) => (p === first ? { ...p, error: errorText(failure) ?? t`Upload failed.` } : { ...p, progress: null })) : list;
      });
    } finally {
      setProgress(null);
    }
  };

  const failure = error instanceof Error && error.message === 'empty' ? t`Write something, record an area or add a photo before saving.` : errorText(error);
  const expired = isApiError(error) && error.message === 'DiaryEditExpiredException';
  const dayLabel = formatKoreanMonthDayWeekday(entryDate);
  if (waiting) {
    return (
      <div className={css.notice} role="status">
        <strong>
          <Trans>Saved on this device. It is sent automatically when you are online.</Trans>
        </strong>
        <p className={page.muted}>
          <Trans>The entry of {dayLabel} is waiting to send.</Trans>
        </p>
      </div>
    );
  }
  return (
    <form className={fieldCss.formStack} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Diary`}>
      {queued ? (
        <p className={css.notice} role="status">
          <Trans>This entry is waiting to send. What you change here is sent with it.</Trans>
        </p>
      ) : null}
      {restored && restored.savedAt > 0 ? (
        <div className={css.notice} role="status">
          <span>
            <Trans>Restored what was saved on this device.</Trans>
          </span>{' '}
          <Button size="sm" tone="secondary" onClick={onDiscardDraft}>
            {t`Discard the draft`}
          </Button>
        </div>
      ) : null}
      <div className={css.meta}>
        <span className={css.badge}>{child.nickname}</span>
        <span>{dayLabel}</span>
        {entryDate === koreaTodayIso() ? <span>{t`(today)`}</span> : null}
      </div>
      {target.kind === 'new' && !saved ? <DatePicker value={entryDate} min={birthDay(child)} onChange={(date) => void navigate({ to: '/diary/write', search: { date }, replace: true })} disabled={busy || dirty} /> : null}
      <TextField
        label={t`Title`}
        value={title}
        maxLength={DIARY_TITLE_MAX + 10}
        placeholder={t`Optional`}
        onChange={(event) => {
          setTitle(event.target.value);
          touch();
        }}
        error={titleIssue}
      />
      <section className={fieldCss.field} aria-label={t`Care areas`}>
        <span className={fieldCss.label}>{t`Today's care (each area is optional)`}</span>
        <AreaInputs
          form={areas}
          issues={issues}
          eatsMeals={meals}
          onChange={(next) => {
            setAreas(next);
            touch();
          }}
        />
        {!meals ? <p className={fieldCss.hint}>{t`The child's meals area appears after 6 months of age.`}</p> : null}
      </section>
      <div className={fieldCss.field}>
        <span className={fieldCss.label}>{t`Today's story`}</span>
        <Suspense fallback={<Spinner />}>
          <RichTextEditor
            initial={restored ? restored.content : (original?.content ?? null)}
            label={t`Today's story`}
            onChange={(json, text) => {
              setContent((current) => {
                if (current.text !== text || JSON.stringify(current.json) !== JSON.stringify(json)) {
                  if (current.json !== null || text !== '') touch();
                  return { json, text };
                }
                return current;
              });
            }}
          />
        </Suspense>
      </div>
      <PhotoPicker
        existing={saved?.images ?? []}
        removedIds={removedIds}
        photos={photos}
        disabled={busy}
        onRemoveExisting={(id) => {
          setRemovedIds((ids) => [...ids, id]);
          touch();
        }}
        onAdd={(added) => {
          setPhotos((list) => [...list, ...added]);
          touch();
        }}
        onRemoveNew={(localId) =>
          setPhotos((list) => {
            const photo = list.find((p) => p.localId === localId);
            if (photo) URL.revokeObjectURL(photo.url);
            return list.filter((p) => p.localId !== localId);
          })
        }
      />
      <FormAlert message={failure} />
      {expired && saved ? (
        <Link to="/diary/read/$diaryId" params={{ diaryId: String(saved.id) }} className={css.link}>
          {t`Read the entry`}
        </Link>
      ) : null}
      {progress ? (
        <p className={css.progress} role="status" aria-live="polite">
          {progress.kind === 'entry' ? t`Saving the diary…` : t`Uploading photo ${progress.index + 1} of ${progress.total}…`}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
      <LeaveGuard pending={() => dirty && !done.current} />
    </form>
  );
}

function DatePicker({ value, min, onChange, disabled }: { value: string; min: string | null; onChange: (date: string) => void; disabled: boolean }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Date`}
      type="date"
      value={value}
      max={koreaTodayIso()}
      min={min ?? undefined}
      disabled={disabled}
      hint={disabled ? t`Save or clear what you wrote to pick another day.` : t`One entry per day.`}
      onChange={(event) => {
        if (event.target.value) onChange(event.target.value);
      }}
    />
  );
}

