import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { button } from '../../components/button/button-class.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { latestMeasurement, measurementsQuery } from './growth-queries.ts';
import { HomeCard, QueryBody } from '../../components/home-card/home-card.tsx';
import * as css from '../../components/home-card/home-card.css.ts';
import '../../components/home-card/catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

const number = (n: number, digits: number) => formatNumber(n, 1, digits);

/**
 * The latest height and weight with their WHO percentiles (SPEC §2, decision 0015), and head
 * circumference once it has one (decision 0076).
 */
export function GrowthCard({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const query = useQuery(measurementsQuery(child.id));
  // Decision 0075: where the child stands among 100 children, not a percentile figure: the share
  // of standing.ts written out here (the band words are the growth page's), because a chunk of its
  // own or more words would put /main over its initial-JS budget (decision 0016).
  const percentileText = (p: number) => {
    const share = Math.round(p < 50 ? p : 100 - p) || 1;
    return p < 50 ? t`bottom ${share}%` : t`top ${share}%`;
  };
  const link = { to: '/my-page/child-info/$childId', params: { childId: child.id }, search: { tab: 'growth' } } as const;
  const more = (
    <Link {...link} className={css.more} aria-label={t`Growth records`}>
      <Trans>See all</Trans>
    </Link>
  );
  return (
    <HomeCard title={t`Growth`} icon="sprout" more={more}>
      <QueryBody query={query}>
        {(measurements) => {
          const latest = latestMeasurement(measurements);
          if (!latest) {
            const nickname = child.nickname;
            return (
              <div className={css.body}>
                <p className={css.note}>{t`Record ${nickname}'s height and weight to see the growth against the WHO standards.`}</p>
                <Link {...link} className={`${button({ tone: 'secondary', size: 'sm' })} ${css.start}`}>
                  <Trans>Add the first measurement</Trans>
                </Link>
              </div>
            );
          }
          const date = formatKoreanDate(latest.date);
          const stats = [
            { label: t`Height`, value: latest.heightCm, unit: 'cm', digits: 1, percentile: latest.heightPercentile },
            { label: t`Weight`, value: latest.weightKg, unit: 'kg', digits: 2, percentile: latest.weightPercentile },
            // Head with its percentile, as height and weight (decision 0080); a value WHO's table
            // does not score (past day 1856) leaves the card to height and weight.
            ...(latest.headPercentile == null
              ? []
              : [{ label: t`Head circumference`, value: latest.headCm, unit: 'cm', digits: 1, percentile: latest.headPercentile }]),
          ];
          return (
            <div className={css.body}>
              <p className={css.sub}>{t`Measured on ${date}`}</p>
              <dl className={css.stats}>
                {stats.map((s) =>
                  s.value == null ? null : (
                    <div key={s.label} className={css.stat}>
                      <dt className={css.statLabel}>{s.label}</dt>
                      <dd className={css.statValue}>
                        {number(s.value, s.digits)}
                        {s.unit}
                      </dd>
                      {s.percentile == null ? null : <dd className={css.statNote}>{percentileText(s.percentile)}</dd>}
                    </div>
                  ),
                )}
              </dl>
            </div>
          );
        }}
      </QueryBody>
    </HomeCard>
  );
}
