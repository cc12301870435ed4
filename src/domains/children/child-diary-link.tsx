import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { useSelectChild } from '../../lib/auth/use-select-child.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import * as css from './child-page.css.ts';
import './catalog.ts';

/**
 * The child's diary home /diary (decision 0034; reached from /main and the child's page). The diary
 * pages are about the selected child, so this child is selected first when it is not already.
 * Only a born child has a diary.
 */
export function ChildDiaryLink({ child }: { child: ChildSummary }) {
  const navigate = useNavigate();
  const errorText = useErrorText();
  const children = useQuery(childrenQuery());
  const { select, pendingId, error } = useSelectChild();
  if (!child.born) return null;
  const name = child.nickname;
  const open = async () => {
    const item = children.data?.find((c) => c.id === child.id);
    // Refused: the error shows below and the page stays.
    if (item && !item.selected && !(await select(item))) return;
    await navigate({ to: '/diary' });
  };
  return (
    <>
      <button type="button" className={css.linkButton} onClick={() => void open()} disabled={pendingId === child.id} data-testid="child-diary-link">
        <Trans>{name}'s diary</Trans>
        <span aria-hidden="true">›</span>
      </button>
      <FormAlert message={errorText(error)} />
    </>
  );
}
