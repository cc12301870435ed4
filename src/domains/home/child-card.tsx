import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ChildListItem, ChildSummary } from '../../contract/child.ts';
import { ChildAge } from '../../components/child/child-age.tsx';
import { ChildAvatar } from '../../components/child/child-avatar.tsx';
import { useSexLabel } from '../../components/child/sex-label.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import * as css from './home.css.ts';
import './catalog.ts';

/** Photo, nickname and the age (SPEC §4 display) or, before birth, the D-day countdown and due date. */
export function ChildCard({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const sexLabel = useSexLabel();
  const due = child.birthDueDate;
  const birth = child.birthDateTime;
  const nickname = child.nickname;
  return (
    <section className={css.childCard} aria-label={t`Selected child`}>
      <ChildAvatar child={child} size="md" />
      <div className={css.childText}>
        <p className={css.childName}>{nickname}</p>
        <p className={css.age} data-testid="home-child-age">
          <ChildAge child={child} />
        </p>
        <p className={css.muted}>
          {sexLabel(child.sex)}
          {child.born && birth ? ` · ${t`Born on ${formatKoreanDate(birth)}`}` : null}
          {!child.born && due ? ` · ${t`Due on ${formatKoreanDate(due)}`}` : null}
        </p>
        <Link to="/my-page/child-info/$childId" params={{ childId: child.id }} search={{ tab: 'profile' }} className={css.childLink}>
          {/* The visible words are the link's name (WCAG 2.5.3 label in name, decision 0035). */}
          {t`${nickname}'s page`}
          <Icon name="chevron" size={16} />
        </Link>
      </div>
    </section>
  );
}

type SwitcherProps = { items: readonly ChildListItem[]; pendingId: number | null; online: boolean; onSelect: (child: ChildListItem) => void };

/** Buttons with each child's nickname; the pressed one is the selected child (shown with two or more children). */
export function ChildSwitcher({ items, pendingId, online, onSelect }: SwitcherProps) {
  const { t } = useLingui();
  return (
    <div>
      <div className={css.switcher} role="group" aria-label={t`Switch child`}>
        {items.map((child) => (
          <button
            key={child.id}
            type="button"
            className={css.switchChip}
            aria-pressed={child.selected}
            aria-busy={pendingId === child.id || undefined}
            aria-disabled={online ? undefined : true}
            onClick={() => {
              // Kept focusable while a switch is on its way or offline (a disabled button drops the focus).
              if (online && pendingId === null && !child.selected) onSelect(child);
            }}
          >
            {child.selected ? <Icon name="check" size={16} /> : null}
            {child.nickname}
          </button>
        ))}
      </div>
      {online ? null : (
        <p className={css.switchNote}>
          <Trans>You can switch children when you are back online.</Trans>
        </p>
      )}
    </div>
  );
}
