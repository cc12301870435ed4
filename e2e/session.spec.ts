import { expect, test } from '@playwright/test';
import { apiSignIn, expiredAccessToken, storeTokens } from './fixtures.ts';
import { ko } from './ko.ts';

test('an expired access token is renewed mid-session and the new pair replaces the stored one', async ({ page }) => {
  const fresh = await apiSignIn(page.request, 'parent');
  const expired = await expiredAccessToken(fresh);
  await storeTokens(page, { accessToken: expired, refreshToken: fresh.refreshToken });
  await page.goto('/main');
  await expect(page.getByRole('region', { name: ko('Selected child') })).toContainText('도담이');
  const stored = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
  expect(stored[0]).not.toBe(expired);
  expect(stored[1]).not.toBe(fresh.refreshToken);
});

test('logout from settings clears tokens, user, child and payment data', async ({ page }) => {
  await storeTokens(page, await apiSignIn(page.request, 'parent'));
  await page.goto('/my-page/setting');
  await page.evaluate(() => localStorage.setItem('payment', JSON.stringify({ orderableDtype: 'DIARY_COMMENT' })));
  await page.getByRole('button', { name: ko('Log out') }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: ko('Log out') }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  const left = await page.evaluate(() => ['access_token', 'refresh_token', 'user', 'childInfo', 'payment'].map((k) => localStorage.getItem(k)));
  expect(left).toEqual([null, null, null, null, null]);
});

test('a visited page reloads offline from the service worker', async ({ page, context }) => {
  await storeTokens(page, await apiSignIn(page.request, 'parent'));
  await page.goto('/main');
  await expect(page.getByRole('region', { name: ko('Selected child') })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('region', { name: ko('Selected child') })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: ko('Selected child') })).toContainText('도담이');
  await context.setOffline(false);
});
