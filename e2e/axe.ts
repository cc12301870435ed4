import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (decision 0035). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page (or on the part `include` selects), each failing node with axe's own
 * explanation (colours and ratio for contrast, names for labels). Lighthouse also runs axe's
 * experimental visible-label-in-name rule (WCAG 2.5.3) and scores heading order; so do we.
 *
 * Legacy mode runs axe in the page itself: the default finishes every run in a new blank page, which
 * doubled each check's time for the same findings on these pages, which have no frames (decision 0092).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const rules = { 'label-content-name-mismatch': { enabled: true }, 'heading-order': { enabled: true } };
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ rules }).withTags(TAGS);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.slice(0, 4).map((n) => `${v.id}: ${n.target.join(' ')} — ${n.html.slice(0, 120)} — ${n.any.map((c) => c.message).join('; ')}`),
  );
}
