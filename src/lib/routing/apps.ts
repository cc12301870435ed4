/**
 * The two apps of one origin (decision 0089): the members' PWA (index.html, src/main.tsx) and the
 * back office with the component lab (admin.html, src/admin-main.tsx). Each router knows only its
 * own pages, so a way to the other app's page is a page load, which the server (and the dev server)
 * answers with that app's shell.
 */
import { resetAppSwitch, takeAppSwitch } from '../storage/session-flags.ts';

export type AppName = 'member' | 'admin';

const ADMIN_APP_PATH = /^\/(admin|test)(\/|$)/;

/** The app whose router holds the page at `pathname`. */
export function appOfPath(pathname: string): AppName {
  return ADMIN_APP_PATH.test(pathname) ? 'admin' : 'member';
}

/** The path of an in-app address ('/admin/member?page=2' → '/admin/member'). */
export function pathOf(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}

/**
 * Loads `href` in the other app, replacing the page; false when this tab tried that address just
 * now and came back here (then the caller shows its own page, the 404 of an unknown path).
 */
export function switchApp(href: string): boolean {
  if (!takeAppSwitch(href)) return false;
  window.location.replace(href);
  return true;
}

/** An app that opened its own page clears the loop guard, so a later switch may load again. */
export function settleApp(app: AppName, pathname: string): void {
  if (appOfPath(pathname) === app) resetAppSwitch();
}
