import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChildListItem } from '../../contract/child.ts';
import { diaryPdfApi } from '../../contract/diary-pdf-api.ts';
import type { DiaryPdf, DiaryPdfState } from '../../contract/diary-pdf.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { Checkbox } from '../../components/field/checkbox.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { formatKoreanDateRange } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryPdfEntryCountQuery, diaryPdfKeys, pregnancyEntryCountQuery } from './diary-pdf-queries.ts';
import * as css from './diary-pdf.css.ts';
import { lastMonths, periodIssue, PRESET_MONTHS, type Period, type PeriodIssue } from './period.ts';
import './catalog.ts';

type Props = {
  orderItemId: number;
  /** The children a book can be made of (born: a diary starts at birth). */
  choices: ChildListItem[];
  /** The child and period to start from: the item's child and the last 3 months, or a failed book's. */
  initial: { childId: number; period: Period };
};

/**
 * Choose the child and the period, see how many entries it holds, and make the book (once, after a
 * confirmation). A child with a pregnancy diary may have it open the book (decision 0101), offered checked.
 */
export function BookForm({ orderItemId, choices, initial }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const today = koreaTodayIso();
  const [childId, setChildId] = useState(initial.childId);
  const [period, setPeriod] = useState(initial.period);
  const [confirming, setConfirming] = useState(false);
  const [withPregnancy, setWithPregnancy] = useState(true);
  const issue = periodIssue(period, today);
  const count = useQuery({ ...diaryPdfEntryCountQuery(childId, period.from, period.to), enabled: issue === null });
  const child = choices.find((c) => c.id === childId);
  const entries = count.data?.entries ?? 0;
  const photos = count.data?.photos ?? 0;
  // The whole pregnancy diary goes in, whatever the period: only whether there is one matters.
  const pregnancyEntries = useQuery(pregnancyEntryCountQuery(childId)).data ?? 0;
  const includesPregnancy = withPregnancy && pregnancyEntries > 0;

  const create = useMutation({
    mutationFn: () =>
      call(diaryPdfApi.createDiaryPdf, {
        params: { id: orderItemId },
        body: { childId, from: period.from, to: period.to, withPregnancy: includesPregnancy },
        navigateOnError: false,
      }),
    onSuccess: (pdf: DiaryPdf) => {
      queryClient.setQueryData<DiaryPdfState>(diaryPdfKeys.state(orderItemId), (state) => (state ? { ...state, pdf } : state));
    },
    onError: (error) => {
      // Made meanwhile (another tab): show that book.
      if (isApiError(error) && error.message === 'ValidPdfAlreadyExistException')
        void queryClient.invalidateQueries({ queryKey: diaryPdfKeys.state(orderItemId) });
    },
    onSettled: () => setConfirming(false),
  });

  const issueText: Record<PeriodIssue, string> = {
    missing: t`Choose both the first and the last day.`,
    reversed: t`The first day is after the last day.`,
    future: t`The period cannot end after today.`,
    tooLong: t`One book holds at most a year of entries. Choose a shorter period.`,
  };
  const presetActive = (months: number) => {
    const preset = lastMonths(today, months);
    return preset.from === period.from && preset.to === period.to;
  };
  const ready = issue === null && count.isSuccess && (entries > 0 || includesPregnancy) && child !== undefined;
  const childName = child?.nickname ?? '';
  const range = issue === null ? formatKoreanDateRange(period.from, period.to) : '';

  return (
    <form
      className={css.card}
      aria-labelledby="book-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) setConfirming(true);
      }}
    >
      <h2 id="book-form-title" className={css.subheading}>
        <Trans>Which diary goes into the book?</Trans>
      </h2>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t`Child`}</legend>
        <div className={css.chips}>
          {choices.map((c) => (
            <label key={c.id} className={css.chip}>
              <input className={css.chipInput} type="radio" name="child" value={c.id} checked={c.id === childId} onChange={() => setChildId(c.id)} />
              {c.nickname}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t`Period`}</legend>
        <div className={css.chips}>
          {PRESET_MONTHS.map((months) => (
            <button key={months} type="button" className={css.chip} aria-pressed={presetActive(months)} onClick={() => setPeriod(lastMonths(today, months))}>
              {months === 12 ? t`Last year` : t`Last ${months} months`}
            </button>
          ))}
        </div>
        <div className={css.dates}>
          <label className={fieldCss.field}>
            <span className={fieldCss.label}>{t`From`}</span>
            <input
              className={fieldCss.input}
              type="date"
              max={today}
              value={period.from}
              aria-invalid={issue !== null && issue !== 'future'}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            />
          </label>
          <span className={css.tilde} aria-hidden="true">
            ~
          </span>
          <label className={fieldCss.field}>
            <span className={fieldCss.label}>{t`To`}</span>
            <input
              className={fieldCss.input}
              type="date"
              max={today}
              value={period.to}
              aria-invalid={issue !== null}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            />
          </label>
        </div>
        {issue ? (
          <p className={css.problem} role="alert">
            {issueText[issue]}
          </p>
        ) : null}
      </fieldset>
      {pregnancyEntries > 0 ? (
        <div className={css.fieldset}>
          <Checkbox
            label={t`Include the pregnancy diary`}
            checked={withPregnancy}
            aria-describedby="book-pregnancy-hint"
            onChange={(event) => setWithPregnancy(event.target.checked)}
          />
          <p id="book-pregnancy-hint" className={fieldCss.hint}>
            <Trans>Its {pregnancyEntries} entries and ultrasound photos open the book, before the diary of the period.</Trans>
          </p>
        </div>
      ) : null}
      {issue === null ? (
        <p className={css.count} aria-live="polite">
          {count.isPending ? t`Counting the entries…` : null}
          {count.isSuccess && entries > 0 ? (
            <span>
              {photos > 0 ? (
                <Trans>
                  <span className={css.countNumber}>{entries}</span> entries and {photos} photos in this period
                </Trans>
              ) : (
                <Trans>
                  <span className={css.countNumber}>{entries}</span> entries in this period
                </Trans>
              )}
            </span>
          ) : null}
          {count.isSuccess && entries === 0 && includesPregnancy
            ? t`No diary entries were written in this period: the book holds the pregnancy diary alone.`
            : null}
          {count.isSuccess && entries === 0 && !includesPregnancy ? t`No diary entries were written in this period. Choose another period.` : null}
        </p>
      ) : null}
      <FormAlert message={errorText(count.error ?? create.error)} />
      <Button type="submit" block disabled={!ready} busy={create.isPending}>
        {t`Make the PDF`}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Make the book with this period?`}
        confirmLabel={t`Make it`}
        busy={create.isPending}
        onConfirm={() => create.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>
            {entries} entries of {childName} ({range}) go into one book. Once it is made, the child and the period cannot be changed.
          </Trans>
        </p>
        {includesPregnancy ? (
          <p>
            <Trans>The pregnancy diary ({pregnancyEntries} entries) opens the book.</Trans>
          </p>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
