/** The tabs of /my-page/child-info/$childId, in display order (?tab=…). */
export const CHILD_TABS = ['profile', 'growth', 'vaccinations', 'checkups', 'survey'] as const;
export type ChildTab = (typeof CHILD_TABS)[number];

export type ChildPageSearch = { tab: ChildTab; welcome?: 1 };

/**
 * An unknown or missing tab is the profile; `welcome=1` right after adding the child. Plain code, not
 * a schema: the route tree (and so this check) rides in every member's first script.
 */
export function parseChildPageSearch(search: Record<string, unknown>): ChildPageSearch {
  const tab = CHILD_TABS.find((known) => known === search.tab) ?? 'profile';
  const welcome = search.welcome;
  return welcome === 1 || welcome === '1' || welcome === true || welcome === 'true' ? { tab, welcome: 1 } : { tab };
}
