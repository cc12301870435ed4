import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

// SPEC §6, decision 0034: each role is shown only what it may use. An expert's My page and bottom
// navigation lead nowhere that ends on /error/403.

test('an expert follows every My page link and bottom-navigation tab without meeting /error/403', async ({ page }) => {
  await signInAs(page, 'expert');
  await page.goto('/my-page');
  await expect(page.getByRole('heading', { level: 1, name: ko('My page') })).toBeVisible();
  const menu = page.locator('main a[href^="/"]');
  await expect(menu.first()).toBeVisible();
  const targets = [...new Set(await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
  for (const label of ['Payment history', 'Coupons', 'Delivery addresses', 'Choose a child']) {
    await expect(page.getByRole('link', { name: ko(label) })).toHaveCount(0);
  }
  const nav = page.getByRole('navigation', { name: ko('Main menu') });
  await expect(nav.getByRole('link', { name: ko('Dev. test') })).toHaveCount(0);
  const tabs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(tabs).toEqual(['/care-info', '/main', '/community', '/my-page']);
  for (const href of [...targets, ...tabs]) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname, `${href} as an expert`).not.toMatch(/^\/error\//);
  }
});

test('a member still sees the payments, coupons, addresses and the development test', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page');
  for (const label of ['Payment history', 'Coupons', 'Delivery addresses', 'Choose a child']) {
    await expect(page.getByRole('link', { name: ko(label) })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: ko('Main menu') }).getByRole('link')).toHaveCount(5);
});
