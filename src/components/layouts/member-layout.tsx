import { Trans } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { resumeMemberWork } from '../../lib/auth/member-data.ts';
import { normalizePath, showsBottomNav } from '../../lib/auth/paths.ts';
import { BottomNav } from './bottom-nav.tsx';
import * as css from './layouts.css.ts';
import { Icon } from '../icon/icon.tsx';

/** SPEC §2 member area: 360-1024 px, bottom navigation only on the five main paths. */
export function MemberLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const nav = showsBottomNav(pathname);
  const onMain = normalizePath(pathname) === '/main';
  // Signed in (the guard let the member in): what waits on this device is sent now, whatever page
  // this is, not only once the diary is opened (decision 0053).
  useEffect(() => resumeMemberWork(), []);
  return (
    <div className={[css.memberShell, nav ? css.withNav : ''].join(' ')}>
      <main className={css.main} id="content">
        <Outlet />
      </main>
      {onMain ? (
        <Link to="/main/counsel" className={css.counselButton}>
          <Icon name="chat" size={20} />
          <Trans>Ask an expert</Trans>
        </Link>
      ) : null}
      {nav ? <BottomNav /> : null}
    </div>
  );
}
