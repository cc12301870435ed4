import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { schedulesApi, type ScheduleItem, type ScheduleList, type ScheduleRecordBody } from '../../contract/schedules-api.ts';
import { scheduleDoneApi, type ScheduleDoneBody } from '../../contract/schedule-done-api.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { nextDue, statusOf } from '../../contract/schedules/schedule-rules.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { StatusBadges } from './status-badges.tsx';
import { call } from '../../lib/api/call.ts';
import { formatKoreanDateRange } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { scheduleQuery } from './schedule-queries.ts';
import { RecordDialog } from './record-dialog.tsx';
import { AlreadyDoneDialog } from './already-done-dialog.tsx';
import { alreadyDoneCandidates } from './already-done-state.ts';
import { Button } from '../../components/button/button.tsx';
import { ScheduleRow } from './schedule-row.tsx';
import { useScheduleText, type ScheduleKind } from './schedule-text.ts';
import * as css from './schedules.css.ts';
import './catalog.ts';
import { fixParticles } from '../../contract/particles.ts';

type Group = { key: string; items: ScheduleItem[]; series: string[] };

/** Items in schedule order, grouped by vaccine (or checkup kind), alternatives kept apart by series. */
function groupsOf(items: readonly ScheduleItem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const group = groups.get(item.group) ?? { key: item.group, items: [], series: [] };
    group.items.push(item);
    if (!group.series.includes(item.series)) group.series.push(item.series);
    groups.set(item.group, group);
  }
  return [...groups.values()];
}

function save(kind: ScheduleKind, childId: number, item: ScheduleItem, body: ScheduleRecordBody) {
  if (kind === 'vaccinations') return call(schedulesApi.recordVaccination, { params: { id: childId, vaccinationId: item.id }, body });
  return call(schedulesApi.recordHealthCheckup, { params: { id: childId, checkupId: item.id }, body });
}

function markDone(kind: ScheduleKind, childId: number, body: ScheduleDoneBody) {
  return call(kind === 'vaccinations' ? scheduleDoneApi.markVaccinationsDone : scheduleDoneApi.markHealthCheckupsDone, { params: { id: childId }, body });
}

/** The vaccination or checkup list of a child: next due, groups, and recording (decision 0013). */
export function SchedulePanel({ child, kind }: { child: ChildSummary; kind: ScheduleKind }) {
  const { t } = useLingui();
  const text = useScheduleText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const born = child.born && child.birthDateTime !== null;
  const options = scheduleQuery(kind, child.id);
  const list = useQuery({ ...options, enabled: born });
  const [editing, setEditing] = useState<ScheduleItem | null>(null);
  const record = useMutation({
    mutationFn: ({ item, body }: { item: ScheduleItem; body: ScheduleRecordBody }) => save(kind, child.id, item, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(
        options.queryKey,
        (old: ScheduleList | undefined) => old && { ...old, items: old.items.map((i) => (i.id === updated.id ? updated : i)) },
      );
      setEditing(null);
      // Other items may follow (a second dose counted from this date, the other rotavirus vaccine).
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });

  const [marking, setMarking] = useState(false);
  const markMany = useMutation({
    mutationFn: (body: ScheduleDoneBody) => markDone(kind, child.id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(options.queryKey, updated);
      setMarking(false);
    },
  });

  // Statuses are recomputed with today's date so that a list read offline yesterday stays right.
  const items = useMemo(() => (list.data?.items ?? []).map((item) => ({ ...item, status: statusOf(item) })), [list.data]);
  const next = useMemo(() => nextDue(items), [items]);
  const title = (item: ScheduleItem) =>
    kind === 'vaccinations' ? `${text.seriesName(item)} ${text.doseLabel(item)}` : `${text.groupName(item)} ${text.doseLabel(item)}`;
  const heading = kind === 'vaccinations' ? t`Vaccinations` : t`Health checkups`;

  if (!born || list.data?.reason === 'UNBORN') {
    const nickname = child.nickname;
    return (
      <section className={css.panel} aria-label={heading}>
        <div className={css.empty} role="status">
          <Icon name="heart" size={32} className={css.emptyIcon} />
          <p>
            {kind === 'vaccinations'
              ? fixParticles(
                  t`The vaccination schedule starts at birth. Once ${nickname} is born, the national vaccinations appear here with their dates.`,
                  nickname,
                )
              : fixParticles(
                  t`The health checkup schedule starts at birth. Once ${nickname} is born, the national infant checkups appear here with their dates.`,
                  nickname,
                )}
          </p>
        </div>
      </section>
    );
  }
  if (list.isPending) return <Spinner />;
  if (list.isError) return <FormAlert message={errorText(list.error)} />;

  const done = items.filter((i) => i.status === 'done').length;
  const needed = items.filter((i) => i.status !== 'skipped').length;
  // The header counts every listed row: the needed ones and the alternatives not needed (decision 0035).
  const skipped = items.length - needed;
  const past = alreadyDoneCandidates(items);
  // A skipped item's group has its other vaccine recorded (decision 0080): the dialog names that one.
  const other =
    editing?.status === 'skipped' ? items.find((i) => i.group === editing.group && i.series !== editing.series && (i.date || i.undated)) : undefined;
  const chosenInstead = other ? text.seriesName(other) : null;

  return (
    <section className={css.panel} aria-label={heading}>
      {next ? (
        <div className={css.next} role="region" aria-label={kind === 'vaccinations' ? t`Next vaccination` : t`Next checkup`}>
          <span className={css.nextLabel}>{kind === 'vaccinations' ? <Trans>Next vaccination</Trans> : <Trans>Next checkup</Trans>}</span>
          <span className={css.nextName}>{title(next)}</span>
          <div className={css.nextRow}>
            <span className={css.window}>{formatKoreanDateRange(next.windowStart, next.windowEnd)}</span>
            <StatusBadges item={next} status={next.status} kind={kind} />
          </div>
        </div>
      ) : (
        <p className={css.empty} role="status">
          {kind === 'vaccinations' ? <Trans>Every vaccination of the schedule is recorded.</Trans> : <Trans>Every checkup of the schedule is recorded.</Trans>}
        </p>
      )}
      {past.length > 0 ? (
        <div className={css.doneActions}>
          <Button tone="secondary" size="sm" onClick={() => setMarking(true)}>
            {kind === 'vaccinations' ? <Trans>Already vaccinated</Trans> : <Trans>Already checked</Trans>}
          </Button>
          <span className={css.note}>{t`${past.length} whose window has opened are not recorded`}</span>
        </div>
      ) : null}
      <p className={css.summary}>
        <span className={css.progress}>
          {t`${done} of ${needed} recorded`}
          {skipped > 0 ? ` · ${t`Not needed: ${skipped}`}` : null}
        </span>
        <span>
          {kind === 'vaccinations' ? (
            <Trans>National vaccinations are free at designated clinics.</Trans>
          ) : (
            <Trans>National infant checkups are free of charge.</Trans>
          )}
        </span>
      </p>
      <div className={css.groups}>
        {groupsOf(items).map((group) => {
          const first = group.items[0];
          if (!first) return null;
          const alternatives = group.series.length > 1;
          return (
            <section key={group.key} className={css.group} aria-label={text.groupName(first)}>
              <h2 className={css.groupTitle}>{text.groupName(first)}</h2>
              {alternatives ? (
                <p className={css.note}>
                  <Trans>Choose one of these vaccines. Once you record a dose of one, the other is marked as not needed.</Trans>
                </p>
              ) : null}
              {group.series.map((series) => {
                const seriesItems = group.items.filter((i) => i.series === series);
                const head = seriesItems[0];
                return (
                  <div key={series}>
                    {alternatives && head ? <h3 className={css.seriesTitle}>{text.seriesName(head)}</h3> : null}
                    <ul className={css.list}>
                      {seriesItems.map((item) => (
                        <ScheduleRow
                          key={item.id}
                          item={item}
                          status={item.status}
                          kind={kind}
                          isNext={item.id === next?.id}
                          title={title(item)}
                          onRecord={() => setEditing(item)}
                        />
                      ))}
                    </ul>
                  </div>
                );
              })}
            </section>
          );
        })}
      </div>
      <AlreadyDoneDialog
        open={marking}
        kind={kind}
        items={past}
        title={title}
        seriesName={text.seriesName}
        groupName={text.groupName}
        birthDateTime={child.birthDateTime ?? ''}
        busy={markMany.isPending}
        error={errorText(markMany.error)}
        onSave={(body) => markMany.mutate(body)}
        onClose={() => {
          setMarking(false);
          markMany.reset();
        }}
      />
      <RecordDialog
        item={editing}
        title={editing ? title(editing) : ''}
        chosenInstead={chosenInstead}
        kind={kind}
        birthDateTime={child.birthDateTime ?? ''}
        busy={record.isPending}
        error={errorText(record.error)}
        onSave={(body) => editing && record.mutate({ item: editing, body })}
        onClose={() => {
          setEditing(null);
          record.reset();
        }}
      />
    </section>
  );
}
