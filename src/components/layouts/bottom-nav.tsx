import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from './layouts.css.ts';

/** The 68 px bottom navigation with the five member tabs (SPEC §2). */
export function BottomNav() {
  const { t } = useLingui();
  const tabs = [
    { to: '/care-info', label: t`Care info`, icon: '📖' },
    { to: '/kcdi', label: t`Dev. test`, icon: '🧩' },
    { to: '/main', label: t`Home`, icon: '🏠' },
    { to: '/community', label: t`Community`, icon: '💛' },
    { to: '/my-page', label: t`My page`, icon: '👤' },
  ] as const;
  return (
    <nav className={css.bottomNav} aria-label={t`Main menu`}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} className={css.tab} activeOptions={{ exact: true }}>
          <span className={css.tabIcon} aria-hidden="true">
            {tab.icon}
          </span>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
