import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { childrenApi } from '../../contract/children-api.ts';
import type { ChildDetails } from '../../contract/child.ts';
import { LogoutButton } from '../../components/logout/logout-button.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { refreshSession } from '../../lib/auth/session.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import { ChildForm } from './child-form.tsx';
import * as css from './child-page.css.ts';
import './catalog.ts';

/** /my-page/child-info: register a child (the first one becomes the selected child). */
export function ChildInfoPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const children = useQuery(childrenQuery());
  const first = children.data?.length === 0;
  const add = useMutation({
    mutationFn: (body: ChildDetails) => call(childrenApi.addChild, { body }),
    // Straight to the new child's page, on the survey tab with a welcome (decision 0014); until the
    // survey panel is plugged in, the page shows the profile tab.
    onSuccess: async ({ id }) => {
      await refreshSession();
      await navigate({ to: '/my-page/child-info/$childId', params: { childId: id }, search: { tab: 'survey', welcome: 1 } });
    },
  });
  return (
    <>
      <PageHeader title={t`Add a child`} back={first ? false : '/my-page'} actions={first ? <LogoutButton /> : null} />
      <div className={page.body}>
        {first ? (
          <p className={page.muted}>
            <Trans>Register your child to start. You can add more children later.</Trans>
          </p>
        ) : null}
        <section className={page.card}>
          <ChildForm busy={add.isPending} error={add.error} onSubmit={(body) => add.mutate(body)} />
        </section>
        <Link to="/my-page/child-info/join" className={css.linkRow}>
          <Trans>Invited by family? Enter an invite code</Trans>
          <span aria-hidden="true">›</span>
        </Link>
      </div>
    </>
  );
}
