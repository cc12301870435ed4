import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useId, type ReactNode } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { childQuery } from './child-queries.ts';
import { ChildHeaderCard } from './child-header-card.tsx';
import * as css from './child-page.css.ts';
import { ChildProfileTab } from './child-profile-tab.tsx';
import { ChildTabBar, panelId, tabId } from './child-tab-bar.tsx';
import { CHILD_TABS, type ChildTab } from './child-tabs.ts';
import './catalog.ts';

export type ChildSections = Partial<Record<Exclude<ChildTab, 'profile'>, (child: ChildSummary) => ReactNode>>;

type Props = { childId: number; tab: ChildTab; welcome: boolean; sections: ChildSections };

/**
 * /my-page/child-info/$childId: the child's header card and its records in tabs. The profile tab is
 * built here; the other tabs are panels of other domains handed in by the route as `sections` —
 * a tab without a section is not shown, and asking for it shows the profile.
 */
export function ChildPage({ childId, tab, welcome, sections }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const idPrefix = useId();
  const child = useQuery(childQuery(childId));
  const tabs = CHILD_TABS.filter((key) => key === 'profile' || sections[key] !== undefined);
  const active: ChildTab = tabs.includes(tab) ? tab : 'profile';
  const summary = child.data?.summary;
  const select = (next: ChildTab) => void navigate({ to: '/my-page/child-info/$childId', params: { childId }, search: { tab: next }, replace: true });
  const section = active === 'profile' ? undefined : sections[active];
  return (
    <>
      <PageHeader title={summary?.nickname ?? t`Child information`} back="/my-page/child-list" />
      <div className={page.body}>
        {child.isPending ? <Spinner /> : null}
        <FormAlert message={errorText(child.error)} />
        {summary && child.data ? (
          <>
            {/* The survey panel greets a newly added child itself; without it the shell does. */}
            {welcome && !sections.survey ? (
              <p className={css.welcome} role="status">
                {t`${summary.nickname} is registered. Welcome to Dodam!`}
              </p>
            ) : null}
            <ChildHeaderCard child={summary} />
            <ChildTabBar tabs={tabs} active={active} idPrefix={idPrefix} onSelect={select} />
            <div role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, active)} tabIndex={0} className={css.panel}>
              {section ? <Suspense fallback={<Spinner />}>{section(summary)}</Suspense> : <ChildProfileTab child={summary} version={child.data.version} />}
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}
