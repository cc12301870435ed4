import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { logout } from '../../lib/auth/session.ts';
import { withLoading } from '../../lib/ui/loading-store.ts';
import * as css from './layouts.css.ts';
import '../catalog.ts';

/** SPEC §2 admin area: a desktop sidebar with the nine menu items, sub-items and logout. */
export function AdminLayout() {
  const { t } = useLingui();
  const items = [
    { to: '/admin', label: t`Dashboard` },
    { to: '/admin/member', label: t`Member management` },
    {
      label: t`Parenting diary`,
      children: [
        { to: '/admin/parent-diary/diary', label: t`Diary management` },
        { to: '/admin/parent-diary/comment', label: t`Comment management` },
      ],
    },
    { to: '/admin/report', label: t`Monthly reports` },
    { to: '/admin/consultation', label: t`Consultation requests` },
    { to: '/admin/examination', label: t`Development tests` },
    // Beyond SPEC §2's menu: members' 1:1 inquiries (고객센터, decision 0072).
    { to: '/admin/inquiry', label: t`1:1 inquiries` },
    { to: '/admin/payment', label: t`Payment management` },
    // Beyond SPEC §2's menu: every member's coupons, the first list built from a declaration alone (decision 0045).
    { to: '/admin/coupon', label: t`Coupon management` },
    { to: '/admin/notice', label: t`Notices` },
    { to: '/admin/product', label: t`Product management` },
    // Beyond SPEC §2's menu: the care-info articles members read (decision 0066).
    { to: '/admin/care-info', label: t`Care info management` },
    // Beyond SPEC §2's menu: the read-only audit log of every admin change (decision 0041).
    { to: '/admin/audit-log', label: t`Audit log` },
  ] as const;
  return (
    <div className={css.adminShell}>
      <aside className={css.sidebar}>
        <p className={css.brand}>
          <Trans>Dodam admin</Trans>
        </p>
        <nav aria-label={t`Admin menu`}>
          <ul className={css.menu}>
            {items.map((item) =>
              'children' in item ? (
                <li key={item.label}>
                  <span className={css.menuGroup}>{item.label}</span>
                  <ul className={css.subMenu}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} className={css.menuLink}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.to}>
                  <Link to={item.to} className={css.menuLink} activeOptions={{ exact: item.to === '/admin' }}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <button type="button" className={css.logout} onClick={() => void withLoading(logout())}>
          <Trans>Log out</Trans>
        </button>
      </aside>
      <main className={css.adminMain} id="content">
        <Outlet />
      </main>
    </div>
  );
}
