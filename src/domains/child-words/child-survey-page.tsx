import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import { SurveyPanel } from './survey-panel.tsx';
import './catalog.ts';

type Props = { childId: number; tab: string; welcome: boolean };

/**
 * Stand-in for /my-page/child-info/{childId} in the child-words branch: renders the survey tab so
 * that it can be reached and tested. The profiles part owns the real tabbed page that replaces it.
 */
export function ChildSurveyPage({ childId, tab, welcome }: Props) {
  const { t } = useLingui();
  const children = useQuery(childrenQuery());
  const child = children.data?.find((c) => c.id === childId);
  return (
    <>
      <PageHeader title={t`Child information`} back={welcome ? false : '/my-page'} />
      <div className={page.body}>
        {children.isPending ? <Spinner /> : null}
        {children.data && !child ? (
          <p className={page.muted}>
            <Trans>The child could not be found.</Trans>
          </p>
        ) : null}
        {child && tab === 'survey' ? <SurveyPanel child={child} welcome={welcome} /> : null}
        {child && tab !== 'survey' ? (
          <section className={page.card}>
            <h2 className={page.sectionTitle}>{child.nickname}</h2>
            <ul className={page.list}>
              <li className={page.listItem}>
                <Link to="/my-page/child-info/$childId" params={{ childId: child.id }} search={{ tab: 'survey' }}>
                  <Trans>Child survey</Trans>
                </Link>
              </li>
              <li className={page.listItem}>
                <Link to="/my-page/child-words/$childId" params={{ childId: child.id }}>
                  <Trans>Words for my child</Trans>
                </Link>
              </li>
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
