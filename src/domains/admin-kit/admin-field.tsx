import { useId, type ReactNode } from 'react';
import * as css from './admin-list.css.ts';

/** A small label above one control of a toolbar or an action form; the control gets the id. */
export function AdminField({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
