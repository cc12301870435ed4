import { Trans } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { FormAlert } from '../field/form-alert.tsx';
import { useSelectedChild } from '../../lib/auth/use-selected-child.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { PageHeader } from './page-header.tsx';
import * as page from './page.css.ts';
import '../catalog.ts';

type Props = {
  title: string;
  /** What the page says to a member with no child yet. */
  noChild: ReactNode;
  /** The page of the selected child, drawn anew for another child (its state does not carry over). */
  children: (child: ChildSummary) => ReactNode;
};

/**
 * The frame of a page about the selected child (the daily log, the pregnancy diary): its header,
 * the wait for the children list, its failure, the page without a child, and the child's own part.
 */
export function SelectedChildPage({ title, noChild, children }: Props) {
  const child = useSelectedChild();
  const errorText = useErrorText();
  return (
    <>
      <PageHeader title={title} back />
      <div className={page.body}>
        {child.isPending ? (
          <p className={page.muted} role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : null}
        <FormAlert message={errorText(child.error)} />
        {child.data === null ? noChild : null}
        {child.data ? <Fragment key={child.data.id}>{children(child.data)}</Fragment> : null}
      </div>
    </>
  );
}
