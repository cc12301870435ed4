import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './fixtures.ts';
import { completeMember, memberWithConsents, overflowing } from './journey-kit.ts';
import { ko } from './ko.ts';

// Decision 0034: the screens the SPEC §5 guard forces a member onto (step 7 profile completion,
// step 8 no child) fit a 360 px phone and offer a way to log out.

async function logsOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: ko('Log out'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Log out'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
}

for (const width of [360, 390]) {
  test(`/auth/sign-up/add: the phone row (인증번호 받기) stays inside a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await storeTokens(page, (await memberWithConsents(page.request)).tokens);
    await page.goto('/auth/sign-up/add');
    await expect(page.getByRole('button', { name: ko('Get code') })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a member stopped at /auth/sign-up/add can log out', async ({ page }) => {
  await storeTokens(page, (await memberWithConsents(page.request)).tokens);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/auth\/sign-up\/add$/);
  await logsOut(page);
});

test('a member with no child, sent to /my-page/child-info, can log out', async ({ page }) => {
  await storeTokens(page, await completeMember(page.request));
  await page.goto('/main');
  await expect(page).toHaveURL(/\/my-page\/child-info$/);
  await logsOut(page);
});
