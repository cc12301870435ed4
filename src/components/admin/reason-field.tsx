import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RESTRICTION_REASON_MAX } from '../../contract/moderation-api.ts';
import * as css from './admin-list.css.ts';
import '../catalog.ts';

/** The reason every admin change carries into the audit log (decision 0041). */
export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {t`Reason (kept in the audit log)`}
      </label>
      <input id={id} className={css.searchInput} required maxLength={RESTRICTION_REASON_MAX} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
