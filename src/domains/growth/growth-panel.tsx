import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import type { Measurement } from '../../contract/growth-api.ts';
import type { GrowthIndicator } from '../../contract/growth/measures.ts';
import { birthDayNumber } from '../../contract/calendar/age.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { measurementsQuery } from './growth-queries.ts';
import * as css from './growth.css.ts';
import { ageInDaysOn } from './measurement-form-state.ts';
import { MeasurementForm } from './measurement-form.tsx';
import { MeasurementList } from './measurement-list.tsx';
import { useMeasurementMutations } from './use-measurement-mutations.ts';
import { useWhoLms } from './who-data.ts';
import './catalog.ts';

// uPlot and the WHO tables come with the chart's own chunk, never with the page.
const GrowthChart = lazy(() => import('./growth-chart.tsx'));

/** The child page's 성장 tab (decision 0015): record measurements, see them against the WHO standards. */
export function GrowthPanel({ child }: { child: ChildSummary }) {
  if (!child.born || !child.birthDateTime) {
    return (
      <section className={page.card}>
        <div className={css.empty}>
          <p className={css.emptyTitle}>
            <Trans>Growth records start after birth</Trans>
          </p>
          <p>
            <Trans>Once your child is born, you can record height, weight and head circumference here.</Trans>
          </p>
        </div>
      </section>
    );
  }
  return <BornChildGrowth child={{ ...child, birthDateTime: child.birthDateTime }} />;
}

function BornChildGrowth({ child }: { child: ChildSummary & { birthDateTime: string } }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const ids = { chart: useId(), form: useId(), list: useId() };
  const measurements = useQuery(measurementsQuery(child.id));
  const lookup = useWhoLms();
  const { add, edit, remove } = useMeasurementMutations(child.id);
  const [indicator, setIndicator] = useState<GrowthIndicator>('weight');
  const [editing, setEditing] = useState<Measurement | null>(null);
  const [deleting, setDeleting] = useState<Measurement | null>(null);
  const formSection = useRef<HTMLElement>(null);
  const rows = measurements.data ?? [];
  const ageToday = ageInDaysOn(child.birthDateTime, koreaTodayIso());
  // A born child always has a sex (decision 0071); the fallback only satisfies the type.
  const sex = child.sex ?? 'FEMALE';
  // Head circumference has its chart tab whenever the loaded lookup has its table, as it does since decision 0080.
  const headChart = lookup?.('head', sex, 0) != null;
  const shown = indicator === 'head' && !headChart ? 'weight' : indicator;

  const startEdit = (m: Measurement) => {
    add.reset();
    edit.reset();
    setEditing(m);
    requestAnimationFrame(() => {
      formSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      formSection.current?.querySelector('input')?.focus({ preventScroll: true });
    });
  };
  const stopEdit = () => {
    edit.reset();
    setEditing(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (editing?.id === deleting.id) stopEdit();
        setDeleting(null);
      },
    });
  };

  return (
    <div className={css.panel}>
      <section className={page.card} aria-labelledby={ids.chart}>
        <div className={css.cardHead}>
          <h2 id={ids.chart} className={css.cardTitle}>
            <Trans>Growth chart</Trans>
          </h2>
          <div className={css.segmented} role="group" aria-label={t`Chart`}>
            <button type="button" className={css.segment} aria-pressed={shown === 'weight'} onClick={() => setIndicator('weight')}>
              <Trans>Weight</Trans>
            </button>
            <button type="button" className={css.segment} aria-pressed={shown === 'height'} onClick={() => setIndicator('height')}>
              <Trans>Height</Trans>
            </button>
            {headChart ? (
              <button type="button" className={css.segment} aria-pressed={shown === 'head'} onClick={() => setIndicator('head')}>
                <Trans>Head circumference</Trans>
              </button>
            ) : null}
          </div>
        </div>
        {measurements.isPending ? (
          <div className={css.chartLoading}>
            <Spinner />
          </div>
        ) : rows.length === 0 ? (
          <div className={css.empty}>
            <p className={css.emptyTitle}>
              <Trans>Record the first measurement</Trans>
            </p>
            <p>
              <EmptyNote nickname={child.nickname} />
            </p>
          </div>
        ) : (
          <Suspense
            fallback={
              <div className={css.chartLoading}>
                <Spinner />
              </div>
            }
          >
            <GrowthChart indicator={shown} sex={sex} nickname={child.nickname} ageToday={ageToday} measurements={rows} />
          </Suspense>
        )}
      </section>

      <section ref={formSection} className={page.card} aria-labelledby={ids.form}>
        <h2 id={ids.form} className={`${css.cardTitle} ${css.cardHead}`}>
          {editing ? <EditTitle date={formatKoreanDate(editing.date)} /> : <Trans>Record a measurement</Trans>}
        </h2>
        <MeasurementForm
          key={editing?.id ?? 'new'}
          child={child}
          measurements={rows}
          editing={editing}
          lookup={lookup}
          busy={add.isPending || edit.isPending}
          error={errorText(editing ? edit.error : add.error)}
          onSubmit={(body) => (editing ? edit.mutateAsync({ id: editing.id, body }).then(stopEdit) : add.mutateAsync(body))}
          onCancelEdit={stopEdit}
          onEditExisting={startEdit}
          labelledBy={ids.form}
        />
      </section>

      {rows.length > 0 || measurements.error ? (
        <section className={page.card} aria-labelledby={ids.list}>
          <h2 id={ids.list} className={`${css.cardTitle} ${css.cardHead}`}>
            <Trans>Measurements</Trans>
          </h2>
          <FormAlert message={errorText(measurements.error)} />
          <MeasurementList measurements={rows} birthDay={birthDayNumber(child.birthDateTime)} onEdit={startEdit} onDelete={setDeleting} />
        </section>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title={<Trans>Delete this measurement?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        {deleting ? <DeleteNote date={formatKoreanDate(deleting.date)} /> : null}
        <FormAlert message={errorText(remove.error)} />
      </ConfirmDialog>
    </div>
  );
}

function EditTitle({ date }: { date: string }) {
  return <Trans>Edit the measurement of {date}</Trans>;
}

function DeleteNote({ date }: { date: string }) {
  return <Trans>The measurement of {date} will be deleted. This cannot be undone.</Trans>;
}

function EmptyNote({ nickname }: { nickname: string }) {
  return <Trans>Enter height or weight below to see {nickname}'s growth against the WHO growth standards.</Trans>;
}
