import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { offeredTo } from '../../lib/auth/role-paths.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import * as css from './my-page.css.ts';
import { Icon } from '../../components/icon/icon.tsx';
import './catalog.ts';

/**
 * /my-page: the menu, with only the pages the role may use (SPEC §6, decision 0034). `unread` marks
 * the links with something new behind them (the route asks the notices, decision 0065).
 */
export function MyPageMenu({ unread = {} }: { unread?: Partial<Record<string, boolean>> }) {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  const groups = [
    {
      title: t`My information`,
      links: [
        { to: '/my-page/basic-info', label: t`Basic information` },
        { to: '/my-page/profile', label: t`Edit profile` },
        { to: '/my-page/address', label: t`Delivery addresses` },
      ],
    },
    {
      title: t`My child`,
      links: [
        { to: '/my-page/child-list', label: t`Choose a child` },
        { to: '/my-page/child-info', label: t`Add a child` },
        { to: '/my-page/child-info/join', label: t`Enter an invite code` },
        { to: '/my-page/monthly-report-list', label: t`Monthly reports` },
        { to: '/my-page/kcdi-list', label: t`Development test history` },
      ],
    },
    {
      title: t`Payments and benefits`,
      links: [
        { to: '/my-page/payment-history', label: t`Payment history` },
        { to: '/my-page/Coupon', label: t`Coupons` },
      ],
    },
    {
      title: t`Service`,
      links: [
        { to: '/my-page/notice', label: t`Notices` },
        // 고객센터 (decision 0072).
        { to: '/my-page/inquiry', label: t`1:1 inquiry (customer support)` },
        { to: '/my-page/setting', label: t`Settings` },
        { to: '/auth/terms-of-service', label: t`Terms of service` },
        { to: '/auth/privacy-policy', label: t`Privacy policy` },
      ],
    },
  ]
    .map((group) => ({ ...group, links: group.links.filter((link) => offeredTo(me.data?.role, link.to)) }))
    .filter((group) => group.links.length > 0);
  return (
    <>
      <PageHeader title={t`My page`} />
      <div className={page.body}>
        <section className={`${page.card} ${css.profile}`}>
          <span className={css.avatar}>
            <Icon name="user" size={28} />
          </span>
          <div>
            <p className={css.name}>{me.data?.nickname ?? ''}</p>
            <p className={page.muted}>{me.data?.roleValue ?? <Trans>Member</Trans>}</p>
          </div>
        </section>
        {groups.map((group) => (
          <section key={group.title} className={page.card} aria-label={group.title}>
            <h2 className={page.sectionTitle}>{group.title}</h2>
            <ul className={page.list}>
              {group.links.map((link) => (
                <li key={link.to} className={page.listItem}>
                  <Link to={link.to} className={css.menuLink}>
                    <span className={css.menuLabel}>
                      {link.label}
                      {unread[link.to] ? (
                        <>
                          <span className={css.unreadDot} aria-hidden="true" />
                          <span className="visually-hidden">{t`New`}</span>
                        </>
                      ) : null}
                    </span>
                    <span className={css.chevron} aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
