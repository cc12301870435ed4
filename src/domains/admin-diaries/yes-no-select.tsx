import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AdminField } from '../../components/admin/admin-field.tsx';
import * as css from '../../components/admin/admin-list.css.ts';
import './catalog.ts';

/** A yes/no filter of the URL (shared, reported): all, yes or no. */
export function YesNoSelect({
  label,
  value,
  yes,
  no,
  onChange,
}: {
  label: ReactNode;
  value: 'yes' | 'no' | undefined;
  yes: string;
  no: string;
  onChange: (value: 'yes' | 'no' | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <AdminField label={label}>
      {(id) => (
        <select
          id={id}
          className={css.control}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === 'yes' ? 'yes' : e.target.value === 'no' ? 'no' : undefined)}
        >
          <option value="">{t`All`}</option>
          <option value="yes">{yes}</option>
          <option value="no">{no}</option>
        </select>
      )}
    </AdminField>
  );
}
