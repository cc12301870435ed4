import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';

/** SPEC §2 error pages: titles, texts and buttons. */
test.describe('error pages (SPEC §2)', () => {
  test('032 says the service is unavailable and offers login', async ({ page }) => {
    await page.goto('/error/032');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('서비스');
    await expect(page.getByRole('button', { name: /로그인/ }).or(page.getByRole('link', { name: /로그인/ }))).toBeVisible();
  });

  test('032 offers login to a signed-in member who is not restricted too, not home (decision 0072)', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/error/032');
    await expect(page.getByRole('button', { name: /로그인/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /홈/ })).toHaveCount(0);
  });

  for (const code of ['400', '401', '403', '404']) {
    test(`${code} has the apology title`, async ({ page }) => {
      await page.goto(`/error/${code}?message=${encodeURIComponent('테스트 메시지')}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('문제가 발생했어요');
    });
  }

  test('an unknown code and an unknown path go to 404', async ({ page }) => {
    await page.goto('/error/999');
    await expect(page).toHaveURL(/\/error\/404$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
  });

  test('404 sends a member home to /main and an admin to /admin', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/error/404');
    await page
      .getByRole('button', { name: /홈/ })
      .or(page.getByRole('link', { name: /홈/ }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/main$/);
    await signInAs(page, 'admin');
    await page.goto('/error/404');
    await page
      .getByRole('button', { name: /홈/ })
      .or(page.getByRole('link', { name: /홈/ }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
