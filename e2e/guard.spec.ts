import { expect, test } from '@playwright/test';
import { apiSignIn, signInAs, storeTokens } from './fixtures.ts';

/** SPEC §5 route guard order, one journey per rule (the pure decision table is unit-tested too). */
test.describe('route guard (SPEC §5)', () => {
  test('root goes to sign-in; public pages open without tokens (step 1)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    for (const path of ['/auth/privacy-policy', '/auth/terms-of-service', '/auth/delete-account']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('a signed-in member on sign-in goes to /main, an admin to /admin (steps 2, 6)', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(/\/main$/);
    await signInAs(page, 'admin');
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the loading path clears stored auth (step 3)', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/auth/sign-in/loading');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('without tokens a member page clears local data and shows 401 (step 4)', async ({ page }) => {
    await page.goto('/auth/privacy-policy');
    await page.evaluate(() => localStorage.setItem('access_token', 'only-one-token'));
    await page.goto('/main');
    await expect(page).toHaveURL(/\/error\/401/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('roles stay in their area (step 6)', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/main$/);
    await signInAs(page, 'admin');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/parent-diary');
    await expect(page).toHaveURL(/\/admin\/parent-diary\/diary$/);
  });

  test('a member with a missing profile goes to sign-up/add (step 7)', async ({ page }) => {
    await signInAs(page, 'incomplete');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/auth\/sign-up\/add$/);
  });

  test('a member with no child goes to child-info; with a selected child stays on /main (step 8)', async ({ page }) => {
    await signInAs(page, 'newparent');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/my-page\/child-info$/);
    await signInAs(page, 'parent');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByText('도담이').first()).toBeVisible();
  });

  test('an expert lands on /main (SPEC §6)', async ({ page }) => {
    await storeTokens(page, await apiSignIn(page.request, 'expert'));
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(/\/main$/);
  });
});
