import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import * as page from '../../components/page/page.css.ts';
import { ChildDiaryLink } from './child-diary-link.tsx';
import { ChildEditSection } from './child-edit.tsx';
import * as css from './child-page.css.ts';
import { DeleteChild } from './delete-child.tsx';
import { FamilySection } from './family-section.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import './catalog.ts';

/**
 * The profile tab: photo, details form, the child's diary and words, its family, and deleting the
 * child. A guardian edits none of the profile: the child is its owner's (decision 0097).
 */
export function ChildProfileTab({ child, version }: { child: ChildSummary; version: number }) {
  return (
    <>
      {child.guardian ? null : <ProfilePhoto child={child} />}
      {child.guardian ? null : <ChildEditSection child={child} version={version} />}
      <div className={page.card}>
        <ChildDiaryLink child={child} />
        <Link to="/my-page/child-words/$childId" params={{ childId: child.id }} className={css.linkRow}>
          <Trans>Child words</Trans>
          <span aria-hidden="true">›</span>
        </Link>
      </div>
      <FamilySection child={child} />
      {child.guardian ? null : <DeleteChild child={child} />}
    </>
  );
}
