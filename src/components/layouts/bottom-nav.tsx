import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { offeredTo } from '../../lib/auth/role-paths.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import * as css from './layouts.css.ts';
import { Icon } from '../icon/icon.tsx';

/** The 68 px bottom navigation with the five member tabs (SPEC §2); an expert is not offered the development test (SPEC §6, decision 0034). */
export function BottomNav() {
  const { t } = useLingui();
  const role = useQuery(meQuery()).data?.role;
  const tabs = [
    { to: '/care-info', label: t`Care info`, icon: 'book' },
    { to: '/kcdi', label: t`Dev. test`, icon: 'puzzle' },
    { to: '/main', label: t`Home`, icon: 'home' },
    { to: '/community', label: t`Community`, icon: 'heart' },
    { to: '/my-page', label: t`My page`, icon: 'user' },
  ] as const;
  const shown = tabs.filter((tab) => offeredTo(role, tab.to));
  return (
    <nav className={css.bottomNav} aria-label={t`Main menu`}>
      {shown.map((tab) => (
        <Link key={tab.to} to={tab.to} className={css.tab} activeOptions={{ exact: true }}>
          <Icon name={tab.icon} className={css.tabIcon} />
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
