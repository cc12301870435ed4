/**
 * Pages of SPEC §2 not built yet (docs/architecture.md §11): each renders its title inside its layout with
 * a "preparing" notice (components/pending-page). The work that builds a page removes its path from this list;
 * src/components/pending-page/pending-pages.test.ts keeps this list and the route files in step.
 */
import type { RoutePath } from '../components/pending-page/page-titles.ts';

export const PENDING_PAGES = [] as const satisfies readonly RoutePath[];
