import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';

/**
 * Decision 0036 "The app shell paints the brand": the HTML itself carries the splash (the logo and
 * 도담), so a slow line paints at once; the first rendered page takes its place and nothing stays
 * over it to catch a tap.
 */
test('the shell carries the splash, and the first rendered page replaces it', async ({ page }) => {
  const html = await (await page.request.get('/auth/sign-in')).text();
  expect(html).toContain('id="app-splash"');
  expect(html).toContain('도담');

  await page.goto('/auth/sign-in');
  await expect(page.locator('#app-splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '도담' })).toBeVisible();

  // Also after a redirect by the guard, and on an error page.
  await signInAs(page, 'parent');
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.locator('#app-splash')).toHaveCount(0);
  await page.goto('/error/404');
  await expect(page.locator('#app-splash')).toHaveCount(0);
});
