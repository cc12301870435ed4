import { Trans, useLingui } from '@lingui/react/macro';
import * as css from './admin-list.css.ts';
import './catalog.ts';

type Props<T extends string> = {
  statuses: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
};

/** One status at a time, or all: toggle buttons (aria-pressed), reachable with Tab. */
export function StatusChips<T extends string>({ statuses, value, onChange }: Props<T>) {
  const { t } = useLingui();
  return (
    <div className={css.field}>
      <span className={css.label}>
        <Trans>Status</Trans>
      </span>
      <div className={css.chips} role="group" aria-label={t`Status`}>
        <button type="button" className={css.chip} aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
          <Trans>All</Trans>
        </button>
        {statuses.map((s) => (
          <button key={s.value} type="button" className={css.chip} aria-pressed={value === s.value} onClick={() => onChange(s.value)}>
            {s.label}
          </button>
        ))}
      </div>
    </div>
  );
}
