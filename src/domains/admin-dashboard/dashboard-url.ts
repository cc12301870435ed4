/**
 * validateSearch of /admin (decision 0044): the URL's preset and range as text, unchecked. The
 * route tree rides in every member's first script, so the range is checked by the page
 * (parseDashboardSearch, with the contract's day rules), which says what it refuses and keeps
 * what was valid (decision 0049) — so a bad value must reach it, not be dropped here.
 */
export type DashboardUrl = { days?: number | string; from?: string; to?: string };

export function dashboardUrl(raw: Record<string, unknown>): DashboardUrl {
  const url: DashboardUrl = {};
  if (typeof raw.days === 'number' || typeof raw.days === 'string') url.days = raw.days;
  if (typeof raw.from === 'string' || typeof raw.from === 'number') url.from = String(raw.from);
  if (typeof raw.to === 'string' || typeof raw.to === 'number') url.to = String(raw.to);
  return url;
}
