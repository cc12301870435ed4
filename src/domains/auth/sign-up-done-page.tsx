import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/button/button.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { SignUpSteps } from './sign-up-steps.tsx';
import * as css from './auth.css.ts';
import { Icon } from '../../components/icon/icon.tsx';
import './catalog.ts';

/** /auth/sign-up/done → /main (the guard then asks for a child if there is none). */
export function SignUpDonePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t`Sign-up complete`} />
      <div className={css.page}>
        <SignUpSteps current={3} />
        <div className={css.center}>
          <Icon name="sprout" size={56} className={css.bigIcon} />
          <h2 className={css.title}>
            <Trans>Welcome to Dodam!</Trans>
          </h2>
          <p className={css.lead}>
            <Trans>Your sign-up is complete. Register your child and start recording their growth.</Trans>
          </p>
          <Button block onClick={() => void navigate({ to: '/main' })}>
            <Trans>Get started</Trans>
          </Button>
        </div>
      </div>
    </>
  );
}
