import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { apiSignIn, authHeaders, storeTokens } from './fixtures.ts';

/**
 * Accessibility of the member pages (decision 0035): axe with the WCAG 2.0/2.1/2.2 A and AA rules
 * finds no violation, and every visible control is at least 24×24 CSS px (WCAG 2.2 SC 2.5.8) unless
 * it is a link inside a sentence.
 */

type Small = { what: string; width: number; height: number };

/** Visible controls smaller than 24×24, except links inside running text (SC 2.5.8 "inline"). */
async function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate(() => {
    const found: { what: string; width: number; height: number }[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=tab], [role=checkbox], [role=radio], summary',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      // A visually hidden native input whose label is the target (switches, radios drawn by CSS).
      if (el instanceof HTMLInputElement && (style.opacity === '0' || box.width <= 1 || box.height <= 1)) {
        const label = el.labels?.[0]?.getBoundingClientRect();
        if (label && label.width >= 24 && label.height >= 24) continue;
      }
      if (el.tagName === 'A' && style.display === 'inline') {
        const parentText = el.parentElement?.textContent?.trim() ?? '';
        if (parentText.length > (el.textContent?.trim().length ?? 0)) continue;
      }
      // A form's main action is at least 44 px tall (decision 0035).
      if (el instanceof HTMLButtonElement && el.type === 'submit' && box.height < 44) {
        found.push({ what: `submit "${el.textContent?.trim().slice(0, 30) ?? ''}"`, width: Math.round(box.width), height: Math.round(box.height) });
        continue;
      }
      if (box.width < 24 || box.height < 24) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        found.push({ what: `${el.tagName.toLowerCase()} "${name}"`, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
      }
    }
    return found;
  });
}

async function check(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1, h2').first(), path).toBeVisible();
  const violations = await axeViolations(page);
  const small = await smallTargets(page);
  expect.soft(violations, `axe on ${path}`).toEqual([]);
  expect.soft(small, `targets under 24×24 on ${path}`).toEqual([]);
}

test('sign-in and sign-up pages have no axe violation and no small target', async ({ page }) => {
  test.setTimeout(135_000);
  for (const path of ['/auth/sign-in', '/auth/sign-up', '/auth/find-id-pw', '/auth/terms-of-service', '/auth/privacy-policy']) await check(page, path);
  // The forced second sign-up step of a member with a missing profile.
  await storeTokens(page, await apiSignIn(page.request, 'incomplete'));
  await check(page, '/auth/sign-up/add');
});

/**
 * The member pages in groups of a handful, each a journey of its own: one sweep of all of them took
 * past its time on a busy machine although no page was slow (decision 0092). `:child` and `:entry`
 * are the demo parent's selected child and first diary entry.
 */
const MEMBER_PAGES: string[][] = [
  ['/diary/read/:entry', '/main', '/diary/write', '/diary', '/community', '/care-info', '/my-page'],
  [
    '/my-page/child-list',
    '/my-page/child-info/:child',
    '/my-page/child-info/:child?tab=growth',
    '/my-page/child-info/:child?tab=vaccinations',
    '/my-page/child-info/:child?tab=checkups',
    '/my-page/profile',
  ],
  ['/my-page/setting', '/my-page/Coupon', '/my-page/payment-history', '/my-page/address', '/care-info/product', '/kcdi', '/diary/read/:entry/comments'],
  [
    '/my-page/child-words/:child',
    '/my-page/basic-info',
    '/my-page/notice',
    '/my-page/monthly-report-list',
    '/my-page/kcdi-list',
    '/main/counsel',
    '/error/404',
  ],
];

for (const [i, group] of MEMBER_PAGES.entries()) {
  test(`member pages ${String(i + 1)}/${String(MEMBER_PAGES.length)} have no axe violation and no small target`, async ({ page }) => {
    test.setTimeout(180_000);
    const tokens = await apiSignIn(page.request, 'parent');
    const res = await page.request.get('/api/members/children', { headers: authHeaders(tokens) });
    const body: { data: { children: { id: number; selected: boolean }[] } } = await res.json();
    const child = body.data.children.find((c) => c.selected) ?? body.data.children[0];
    if (!child) throw new Error('the demo parent has no child');
    const list = await page.request.get(`/api/members/diaries?childId=${child.id}`, { headers: authHeaders(tokens) });
    const entry = ((await list.json()) as { data: { diaries: { id: number }[] } }).data.diaries[0];
    if (!entry) throw new Error('the demo parent has no diary entry');
    await storeTokens(page, tokens);
    for (const path of group) await check(page, path.replace(':child', String(child.id)).replace(':entry', String(entry.id)));
  });
}
