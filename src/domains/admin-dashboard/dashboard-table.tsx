import { useLingui } from '@lingui/react/macro';
import * as list from '../admin-kit/admin-list.css.ts';
import type { Dashboard } from '../../contract/admin-dashboard-api.ts';
import { ORDERABLE_TYPES } from '../../contract/limits.ts';
import * as css from './dashboard.css.ts';
import { TYPE_SERIES } from './dashboard-labels.ts';
import { ListLink, type ListPath, type ListSearch } from './list-link.tsx';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

const count = (n: number) => formatNumber(n);

/** A number linking to the list of its day, or plain text when it is 0. */
function Cell<P extends ListPath>({ n, path, params, linked }: { n: number; path: P; params: ListSearch<P>; linked: boolean }) {
  return (
    <td className={`${list.td} ${css.num}`}>
      {n === 0 || !linked ? (
        count(n)
      ) : (
        <ListLink className={list.rowLink} path={path} params={params}>
          {count(n)}
        </ListLink>
      )}
    </td>
  );
}

/**
 * The dashboard's numbers as a table (the charts' text alternative, decision 0044). Shown, each
 * number links to its filtered list; hidden, it stays for screen readers, visually hidden and
 * without links (nothing invisible takes the keyboard focus).
 */
export function DashboardTable({ data, id, shown }: { data: Dashboard; id: string; shown: boolean }) {
  const { t, i18n } = useLingui();
  const types = ORDERABLE_TYPES.map((type) => ({ type, label: i18n._(TYPE_SERIES[type].label) }));
  const totalOf = (day: Dashboard['days'][number]) => ORDERABLE_TYPES.reduce((sum, type) => sum + day.revenue[type], 0);
  const { from, to } = data;
  return (
    <div className={shown ? list.tableWrap : list.visuallyHidden} id={id} data-testid="dashboard-table">
      <table className={list.table}>
        <caption
          className={shown ? list.visuallyHidden : undefined}
        >{t`Numbers per day from ${from} to ${to}: new members, diary writers and revenue (won) by type`}</caption>
        <thead>
          <tr>
            <th scope="col" className={list.th}>{t`Day`}</th>
            <th scope="col" className={`${list.th} ${css.num}`}>{t`New members`}</th>
            <th scope="col" className={`${list.th} ${css.num}`}>{t`Diary writers`}</th>
            {types.map(({ type, label }) => (
              <th key={type} scope="col" className={`${list.th} ${css.num}`}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${list.th} ${css.num}`}>{t`Revenue`}</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((day) => {
            const d = day.day;
            return (
              <tr key={d} className={list.row}>
                <th scope="row" className={list.td}>
                  {d}
                </th>
                <Cell n={day.newMembers} path="/admin/member" params={{ from: d, to: d }} linked={shown} />
                <Cell n={day.diaryWriters} path="/admin/parent-diary/diary" params={{ from: d, to: d }} linked={shown} />
                {types.map(({ type }) => {
                  const won = day.revenue[type];
                  return <Cell key={type} n={won} path="/admin/payment" params={{ type, from: d, to: d }} linked={shown} />;
                })}
                <td className={`${list.td} ${css.num}`}>{count(totalOf(day))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
