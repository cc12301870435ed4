import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { lastDownloadDay } from './examination-dates.ts';
import { EXAMINATION_STATUS_LABELS } from './examination-labels.ts';
import { myExaminationsQuery } from './examination-queries.ts';
import * as css from './kcdi.css.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/** /my-page/kcdi-list: every test of every child with where it stands (decision 0070). */
export function KcdiListPage() {
  const { t, i18n } = useLingui();
  const mine = useQuery(myExaminationsQuery());
  return (
    <>
      <PageHeader title={t`My developmental tests`} back="/my-page" />
      <PullToRefresh onRefresh={() => mine.refetch()}>
        <div className={page.body}>
          {mine.isPending ? <Spinner /> : null}
          <ListError error={mine.error} busy={mine.isFetching} onRetry={() => mine.refetch()} />
          {mine.data?.length === 0 ? (
            <section className={css.card}>
              <p className={css.words}>
                <Trans>No developmental test yet.</Trans>
              </p>
              <Link to="/kcdi">
                <Trans>About the developmental test</Trans>
              </Link>
            </section>
          ) : null}
          {mine.data && mine.data.length > 0 ? (
            <ul className={page.list} aria-label={t`My developmental tests`}>
              {mine.data.map((e) => (
                <li key={e.id} className={css.item}>
                  <Link to="/kcdi/detail" search={{ examinationId: e.id }} className={css.itemHead}>
                    <strong>{e.child.nickname}</strong>
                    <span className={css.state}>{i18n._(EXAMINATION_STATUS_LABELS[e.status])}</span>
                  </Link>
                  <p className={css.meta}>
                    {t`Paid ${formatKoreanDateTime(e.paidAt)}`}
                    {e.expiresAt && e.status === 'RESULT' ? ` · ${t`Download until ${lastDownloadDay(e.expiresAt)}`}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </PullToRefresh>
    </>
  );
}
