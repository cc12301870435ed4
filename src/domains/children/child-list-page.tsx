import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { childrenApi } from '../../contract/children-api.ts';
import type { ChildListItem } from '../../contract/child.ts';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import { ChildAge } from '../../components/child/child-age.tsx';
import { useSexLabel } from '../../components/child/sex-label.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { LogoutButton } from '../../components/logout/logout-button.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { refreshSession } from '../../lib/auth/session.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import { setChildInfo } from '../../lib/storage/keys.ts';
import { ChildAvatar } from '../../components/child/child-avatar.tsx';
import * as css from './child-page.css.ts';
import './catalog.ts';

/** /my-page/child-list: every child with its photo and age or D-day, its page, and the selected child (SPEC §4). */
export function ChildListPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const sexLabel = useSexLabel();
  const children = useQuery(childrenQuery());
  const select = useMutation({
    mutationFn: async (child: ChildListItem) => {
      await call(childrenApi.selectChild, { params: { id: child.id } });
      return child;
    },
    onSuccess: async (child) => {
      // SPEC §3: childInfo follows the selected child.
      setChildInfo(child);
      await refreshSession();
      await navigate({ to: '/main' });
    },
  });
  const hasSelected = children.data?.some((child) => child.selected) ?? false;
  return (
    <>
      <PageHeader title={t`Choose a child`} back={hasSelected ? '/my-page' : false} actions={children.data && !hasSelected ? <LogoutButton /> : null} />
      <div className={page.body}>
        {children.isPending ? <Spinner /> : null}
        {children.data && !hasSelected ? (
          <p className={page.muted}>
            <Trans>Choose the child whose records you want to see.</Trans>
          </p>
        ) : null}
        <ul className={css.childList} aria-label={t`Children`}>
          {children.data?.map((child) => (
            <li key={child.id} className={page.listItem} aria-current={child.selected ? 'true' : undefined}>
              <Link to="/my-page/child-info/$childId" params={{ childId: child.id }} search={{ tab: 'profile' }} className={css.childRow}>
                <ChildAvatar child={child} size="sm" />
                <span className={css.childRowText}>
                  <strong>{child.nickname}</strong>
                  <span className={page.muted}>
                    {sexLabel(child.sex)} · <ChildAge child={child} />
                    {child.guardian ? <> · {t`Recording together`}</> : null}
                  </span>
                </span>
              </Link>
              {child.selected ? (
                <span className={css.selectedBadge}>
                  <Trans>Selected</Trans>
                </span>
              ) : (
                <Button
                  size="sm"
                  tone="secondary"
                  busy={select.isPending && select.variables.id === child.id}
                  onClick={() => select.mutate(child)}
                  aria-label={t`Choose ${child.nickname}`}
                >
                  <Trans>Choose</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <FormAlert message={errorText(select.error ?? children.error)} />
        <Link to="/my-page/child-info" className={button({ tone: 'secondary', block: true })}>
          <Trans>Add a child</Trans>
        </Link>
      </div>
    </>
  );
}
