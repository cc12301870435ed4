import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { AccountActions } from './account-actions.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { SocialAccounts } from './social-accounts.tsx';
import './catalog.ts';

/** /my-page/setting: notifications, diary reminder time, linked accounts, a copy of my data (decision 0099), logout, delete account. */
export function SettingPage() {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  return (
    <>
      <PageHeader title={t`Settings`} back="/my-page" />
      <div className={page.body}>
        {me.data ? (
          <>
            <NotificationSettings user={me.data} />
            <SocialAccounts user={me.data} />
            <DataExportSection />
            <AccountActions />
          </>
        ) : (
          <Spinner />
        )}
      </div>
    </>
  );
}
