import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { meQuery } from '../../lib/query/session-queries.ts';
import * as css from './admin.css.ts';
import './catalog.ts';

/** /admin: the back office home. */
export function DashboardPage() {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  const name = me.data?.name ?? me.data?.nickname ?? t`Administrator`;
  const cards = [
    { to: '/admin/member', label: t`Member management`, note: t`Members, status and warnings` },
    { to: '/admin/parent-diary/diary', label: t`Diary management`, note: t`Diaries and shared posts` },
    { to: '/admin/parent-diary/comment', label: t`Comment management`, note: t`Expert comments` },
    { to: '/admin/report', label: t`Monthly reports`, note: t`Reports and expert feedback` },
    { to: '/admin/consultation', label: t`Consultation requests`, note: t`Mark consultations finished` },
    { to: '/admin/examination', label: t`Development tests`, note: t`Send tests and register results` },
    { to: '/admin/payment', label: t`Payment management`, note: t`Orders, cancels and refunds` },
    { to: '/admin/notice', label: t`Notices`, note: t`Post and delete notices` },
    { to: '/admin/product', label: t`Product management`, note: t`Register products` },
  ] as const;
  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <div className={page.body}>
        <section className={page.card}>
          <h2 className={page.sectionTitle}>{t`Hello, ${name}`}</h2>
          <p className={page.muted}>
            <Trans>Choose a task below or from the menu on the left.</Trans>
          </p>
        </section>
        <nav className={css.grid} aria-label={t`Admin tasks`}>
          {cards.map((card) => (
            <Link key={card.to} to={card.to} className={css.tile}>
              <strong>{card.label}</strong>
              <span className={page.muted}>{card.note}</span>
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}
