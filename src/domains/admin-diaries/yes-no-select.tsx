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
  value: 'true' | 'false' | undefined;
  yes: string;
  no: string;
  onChange: (value: 'true' | 'false' | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <AdminField label={label}>
      {(id) => (
        <select
          id={id}
          className={css.control}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === 'true' ? 'true' : e.target.value === 'false' ? 'false' : undefined)}
        >
          <option value="">{t`All`}</option>
          <option value="true">{yes}</option>
          <option value="false">{no}</option>
        </select>
      )}
    </AdminField>
  );
}
