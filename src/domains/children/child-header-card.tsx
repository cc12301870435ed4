import { useLingui } from '@lingui/react/macro';
import type { ChildSummary } from '../../contract/child.ts';
import { ChildAge } from '../../components/child/child-age.tsx';
import { useSexLabel } from '../../components/child/sex-label.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { ChildAvatar } from '../../components/child/child-avatar.tsx';
import * as css from './child-page.css.ts';
import './catalog.ts';

/** Photo, nickname, and the age (SPEC §4 display) or, before birth, the D-day countdown. */
export function ChildHeaderCard({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const sexLabel = useSexLabel();
  const due = child.birthDueDate;
  const birth = child.birthDateTime;
  return (
    <section className={css.headerCard} aria-label={t`Child`}>
      <ChildAvatar child={child} size="md" />
      <div className={css.headerText}>
        <p className={css.childName}>
          {child.nickname} <span className={css.muted}>{sexLabel(child.sex)}</span>
        </p>
        <p className={css.age} data-testid="child-age">
          <ChildAge child={child} />
        </p>
        {!child.born && due ? <p className={css.muted}>{t`Due on ${formatKoreanDate(due)}`}</p> : null}
        {child.born && birth ? <p className={css.muted}>{t`Born on ${formatKoreanDate(birth)}`}</p> : null}
      </div>
    </section>
  );
}
