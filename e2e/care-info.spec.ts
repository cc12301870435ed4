import { expect, test } from '@playwright/test';
import { apiSignIn, storeTokens } from './fixtures.ts';
import { ko } from './ko.ts';

// SPEC §2 /care-info, §4 age levels; decision 0066: the parent opens care info, reads two articles,
// goes offline, reloads, and reads them again from what the service worker kept; the page says the
// content is saved and how old it is.
const SHOTS = process.env.E2E_SCREENSHOTS;

test('care info reads offline: two articles read online open again offline after a reload', async ({ page, context }) => {
  // Reads online, then again offline after a reload: room on a loaded machine.
  test.setTimeout(135_000);
  await storeTokens(page, await apiSignIn(page.request, 'parent'));
  await page.goto('/care-info');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: ko('Care info') })).toBeVisible();
  await expect(page.getByText(ko("Articles for {0}'s age").replace('{0}', '도담이'))).toBeVisible();
  const articles = page.getByRole('link').filter({ has: page.locator('img') });
  await expect(articles.first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/care-info-feed.png`, fullPage: true });

  const read: string[] = [];
  for (const index of [0, 1]) {
    await page.goto('/care-info');
    const link = articles.nth(index);
    await link.click();
    await expect(page).toHaveURL(/\/care-info\/article\/\d+$/);
    const heading = page.getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeVisible();
    read.push(page.url());
    await expect(
      page.getByText(ko('This is general information written by Dodam, not medical advice for your child. If you are worried, please see a pediatrician.'), {
        exact: false,
      }),
    ).toBeVisible();
  }
  const titles: string[] = [];
  for (const url of read) {
    await page.goto(url);
    titles.push((await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '');
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/care-info-article.png`, fullPage: true });

  await context.setOffline(true);
  for (const [index, url] of read.entries()) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 2, name: titles[index] })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: ko('Saved content, just updated').split(' · ')[0] ?? '' })).toBeVisible();
  }
  await page.goto('/care-info');
  await expect(articles.first()).toBeVisible();
  // An article never opened on this phone says so (no endless spinner), with the way to what is kept.
  await articles.nth(2).click();
  await expect(page.getByText(ko('This article has not been kept on this phone yet. It shows once you are back online.'))).toBeVisible();
  await expect(page.getByRole('link', { name: ko('See saved articles') })).toBeVisible();
  await context.setOffline(false);
});

test('an article that does not exist says so, with the way back', async ({ page }) => {
  await storeTokens(page, await apiSignIn(page.request, 'parent'));
  await page.goto('/care-info/article/999999');
  await expect(page.getByText(ko('The article could not be found.'))).toBeVisible();
  await expect(page.getByRole('link', { name: ko('See all care info') })).toBeVisible();
});
