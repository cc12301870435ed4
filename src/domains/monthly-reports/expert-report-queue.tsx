/**
 * The expert's report analyses on /main (decision 0067, SPEC §6): ordered analyses without feedback,
 * the oldest order first, each opening the report with the feedback editor. The /main route loads it
 * only for experts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { formatKoreanDateTime, formatMonth } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { expertReportQueueQuery } from './report-queries.ts';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

export default function ExpertReportQueue() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queue = useQuery(expertReportQueueQuery());
  const items = queue.data?.items;
  const total = queue.data?.total;
  return (
    <section className={`${page.card} ${css.offer}`} aria-labelledby="report-queue-title" style={{ padding: 16 }}>
      <h2 id="report-queue-title" className={page.sectionTitle}>
        {t`Monthly reports waiting for your feedback`}
        {total ? ` · ${t`${total} waiting`}` : ''}
      </h2>
      {queue.isPending ? <Spinner /> : null}
      {queue.isError && !items ? (
        <div className={css.empty}>
          <FormAlert message={errorText(queue.error)} />
          <Button size="sm" tone="ghost" onClick={() => void queue.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {items && items.length === 0 ? <p className={css.meta}>{t`No analysis is waiting. New orders appear here, the oldest first.`}</p> : null}
      {items && items.length > 0 ? (
        <ol className={page.list} aria-label={t`Ordered analyses, oldest first`}>
          {items.map((item) => {
            const month = formatMonth(item.month, i18n.locale);
            const ordered = formatKoreanDateTime(item.orderedAt);
            const days = item.daysWritten;
            return (
              <li key={item.reportId}>
                <Link to="/my-page/monthly-report-detail/$reportId" params={{ reportId: item.reportId }} className={css.item}>
                  <span className={css.itemText}>
                    <span className={css.itemTitle}>{t`${item.childNickname} · ${month}`}</span>
                    <span className={css.meta}>{t`Ordered ${ordered} · diary on ${days} days`}</span>
                  </span>
                  <Icon name="chevron" size={18} />
                </Link>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
