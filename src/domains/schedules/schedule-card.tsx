import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { StatusBadges, type ScheduleKind } from './status-badges.tsx';
import { formatKoreanDateRange } from '../../contract/calendar/format.ts';
import { checkupsQuery, vaccinationsQuery } from './schedule-queries.ts';
import { HomeCard, QueryBody } from '../../components/home-card/home-card.tsx';
import * as css from '../../components/home-card/home-card.css.ts';
import { nextScheduleCard } from './next-schedule.ts';
import '../../components/home-card/catalog.ts';

/** The next vaccination or checkup of a born child, linking to its tab of the child's page (SPEC §2, decision 0013). */
export function ScheduleCard({ child, kind }: { child: ChildSummary; kind: ScheduleKind }) {
  const { t, i18n } = useLingui();
  const query = useQuery(kind === 'vaccinations' ? vaccinationsQuery(child.id) : checkupsQuery(child.id));
  const vaccinations = kind === 'vaccinations';
  const title = vaccinations ? t`Next vaccination` : t`Next checkup`;
  const more = (
    <Link
      to="/my-page/child-info/$childId"
      params={{ childId: child.id }}
      search={{ tab: kind }}
      className={css.more}
      aria-label={vaccinations ? t`All vaccinations` : t`All health checkups`}
    >
      <Trans>See all</Trans>
    </Link>
  );
  return (
    <HomeCard title={title} icon={vaccinations ? 'syringe' : 'stethoscope'} more={more}>
      <QueryBody query={query}>
        {(list) => {
          const card = nextScheduleCard(list);
          if (card.kind !== 'next') {
            return (
              <p className={css.note}>
                {card.kind === 'unborn' ? (
                  <Trans>The schedule starts at birth.</Trans>
                ) : vaccinations ? (
                  <Trans>Every vaccination of the schedule is recorded.</Trans>
                ) : (
                  <Trans>Every checkup of the schedule is recorded.</Trans>
                )}
              </p>
            );
          }
          const { item } = card;
          const dose = item.dose;
          return (
            <div className={css.body}>
              <p className={css.name}>
                {i18n.locale === 'en' ? item.nameEn : item.nameKo} {t`Dose ${dose}`}
              </p>
              <div className={css.row}>
                <span className={css.sub}>{formatKoreanDateRange(item.windowStart, item.windowEnd)}</span>
                <StatusBadges item={item} status={item.status} kind={kind} />
              </div>
            </div>
          );
        }}
      </QueryBody>
    </HomeCard>
  );
}
