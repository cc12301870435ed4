import { expect, test } from '@playwright/test';
import { apiJoin, apiSignIn, authHeaders, storeTokens, uniqueMember } from './fixtures.ts';

/**
 * Decision 0030: only an admin restricts a member; the member lands on /error/032 (SPEC §2, §8), sees
 * why, and can still read the terms and log out (the session ends on the server too).
 */
test('a restricted member lands on /error/032, sees the reason and logs out', async ({ page }) => {
  const { userId, nickname } = uniqueMember();
  const tokens = await apiJoin(page.request, userId, nickname);
  const me = await page.request.get('/api/users/me', { headers: authHeaders(tokens) });
  const body: unknown = await me.json();
  const id =
    typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data !== null && 'id' in body.data
      ? body.data.id
      : null;
  expect(typeof id).toBe('number');

  const admin = await apiSignIn(page.request, 'admin');
  const restrict = await page.request.put(`/api/admin/moderation/members/${String(id)}/status`, {
    headers: authHeaders(admin),
    data: { status: 'RESTRICTED', reason: '반복된 광고 게시' },
  });
  expect(restrict.ok()).toBeTruthy();

  await storeTokens(page, tokens);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/error\/032/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('서비스');
  await expect(page.getByTestId('restriction')).toContainText('반복된 광고 게시');
  await expect(page.getByRole('link', { name: '서비스 이용약관' })).toBeVisible();
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();

  // Reloading the page stays on it: no loop between the guard and /error/032.
  await page.reload();
  await expect(page).toHaveURL(/\/error\/032/);
  await expect(page.getByTestId('restriction')).toContainText('반복된 광고 게시');

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  const after = await page.request.get('/api/users/me/restriction', { headers: authHeaders(tokens) });
  expect(after.status()).toBe(401);
});
