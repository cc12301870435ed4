import { Outlet } from '@tanstack/react-router';
import * as css from '../../components/layouts/layouts.css.ts';

/**
 * The component lab's shell (decision 0040): the members' width, without their navigation. The lab
 * rides in the back office's app (decision 0089), outside the member layout it used to borrow.
 */
export function LabLayout() {
  return (
    <div className={css.memberShell}>
      <main className={css.main} id="content">
        <Outlet />
      </main>
    </div>
  );
}
