import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';

/** No page of SPEC §2 answers with the 404 page for the role that may see it. */
const routes = readFileSync(new URL('./spec-routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.startsWith('/') && !l.startsWith('/error/'))
  .map((l) => l.replace(/\$[A-Za-z]+/g, '1'))
  // Pages beyond SPEC §2's list: the back office's audit log (decision 0041), the daily log (decision 0098), the pregnancy diary (decision 0100).
  .concat(['/admin/audit-log', '/care-log', '/pregnancy-diary']);

const who = (path: string): 'admin' | 'parent' | null => {
  // The component lab is for admins in the production build the tests run (decision 0040).
  if (path.startsWith('/admin') || path.startsWith('/test/')) return 'admin';
  if (path.startsWith('/auth/sign-in') || ['/auth/find-id-pw', '/auth/delete-account', '/auth/privacy-policy', '/auth/terms-of-service'].includes(path))
    return null;
  return 'parent';
};

// Twenty pages a journey: all of them in one took past its time on a busy machine (decision 0092).
const GROUP = 20;
const groups = Array.from({ length: Math.ceil(routes.length / GROUP) }, (_, i) => routes.slice(i * GROUP, (i + 1) * GROUP));

for (const [i, group] of groups.entries()) {
  test(`every SPEC §2 page opens for its role (${String(i + 1)}/${String(groups.length)})`, async ({ page }) => {
    test.setTimeout(225_000);
    let current: string | null | undefined;
    for (const path of group) {
      const role = who(path);
      if (role !== current) {
        if (role) await signInAs(page, role);
        else {
          await page.goto('/auth/privacy-policy');
          await page.evaluate(() => localStorage.clear());
        }
        current = role;
      }
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(page.url(), `${path} as ${role ?? 'visitor'}`).not.toMatch(/\/error\/404/);
      await expect(page.locator('h1, h2').first(), path).toBeVisible();
    }
  });
}
