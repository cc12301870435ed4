import * as v from 'valibot';

/** The tabs of /my-page/child-info/$childId, in display order (?tab=…). */
export const CHILD_TABS = ['profile', 'growth', 'vaccinations', 'checkups', 'survey'] as const;
export type ChildTab = (typeof CHILD_TABS)[number];

export type ChildPageSearch = { tab: ChildTab; welcome?: 1 };

const Welcome = v.pipe(
  v.unknown(),
  v.transform((value) => (value === 1 || value === '1' || value === true || value === 'true' ? 1 : undefined)),
);
const Search = v.object({
  tab: v.fallback(v.picklist(CHILD_TABS), 'profile'),
  welcome: v.optional(Welcome),
});

/** An unknown or missing tab is the profile; `welcome=1` right after adding the child. */
export function parseChildPageSearch(search: Record<string, unknown>): ChildPageSearch {
  const { tab, welcome } = v.parse(Search, search);
  return welcome === 1 ? { tab, welcome } : { tab };
}
