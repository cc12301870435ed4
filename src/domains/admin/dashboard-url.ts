/**
 * validateSearch of /admin (decision 0044): the URL's preset and range in their shapes only. The
 * route tree rides in every member's first script, so the range is checked by the page
 * (parseDashboardSearch, with the contract's DashboardQuery), which shows the default for a range
 * it refuses.
 */
export type DashboardUrl = { days?: number; from?: string; to?: string };

export function dashboardUrl(raw: Record<string, unknown>): DashboardUrl {
  const url: DashboardUrl = {};
  const days = Number(raw.days);
  if (Number.isInteger(days) && days > 0) url.days = days;
  if (typeof raw.from === 'string') url.from = raw.from;
  if (typeof raw.to === 'string') url.to = raw.to;
  return url;
}
