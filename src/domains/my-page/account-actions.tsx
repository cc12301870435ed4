import { Trans } from '@lingui/react/macro';
import { DeleteAccountDialog, useAccountDeletion } from '../../components/account/delete-account.tsx';
import { Button } from '../../components/button/button.tsx';
import { LogoutButton } from '../../components/logout/logout-button.tsx';
import * as page from '../../components/page/page.css.ts';
import * as css from './my-page.css.ts';
import './catalog.ts';

/** Logout and account deletion (SPEC §4). */
export function AccountActions() {
  const deletion = useAccountDeletion({ navigateOnError: true });
  return (
    <section className={page.card} aria-labelledby="account-title">
      <h2 id="account-title" className={page.sectionTitle}>
        <Trans>Account</Trans>
      </h2>
      <div className={css.actions}>
        <LogoutButton size="md" block />
        <Button tone="ghost" block onClick={deletion.ask}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <DeleteAccountDialog deletion={deletion} />
    </section>
  );
}
