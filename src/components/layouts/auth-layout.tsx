import { Outlet } from '@tanstack/react-router';
import * as css from './layouts.css.ts';

export function AuthLayout() {
  return (
    <div className={css.authShell}>
      <main id="content">
        <Outlet />
      </main>
    </div>
  );
}
