import { expect, test } from '@playwright/test';
import { ko } from './ko.ts';

/** Kakao and Naver through the real OAuth adapter against the fake providers on 127.0.0.1 (decision 0004). */
for (const [provider, label] of [
  ['kakao', 'Continue with Kakao'],
  ['naver', 'Continue with Naver'],
] as const) {
  test(`${provider} sign-in issues tokens through the one-time code and starts sign-up`, async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page
      .getByRole('button', { name: ko(label) })
      .or(page.getByRole('link', { name: ko(label) }))
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/${provider}/authorize`));
    await expect(page.getByText(/실제 .*가 아닙니다/)).toBeVisible();
    await page.getByTestId(`dev-login-${provider}-demo-${provider === 'kakao' ? 1 : 2}`).click();
    // loading exchanges the code; a new social member has not consented yet.
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
    const tokens = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(tokens[0]).toBeTruthy();
    expect(tokens[1]).toBeTruthy();
    expect(page.url()).not.toContain(tokens[0] ?? 'x');
  });
}

test('logout of a Kakao session goes through the provider logout and clears local data', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page
    .getByRole('button', { name: ko('Continue with Kakao') })
    .or(page.getByRole('link', { name: ko('Continue with Kakao') }))
    .first()
    .click();
  await page.getByTestId('dev-login-kakao-demo-3').click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/users/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}`, 'x-refresh-token': localStorage.getItem('refresh_token') ?? '' },
    });
    return (await res.json()) as { data: { currentRegistrationId: string } };
  });
  expect(me.data.currentRegistrationId).toBe('KAKAO');
  const logoutRequest = page.waitForRequest(/127\.0\.0\.1:\d+\/kakao\/logout/);
  await page.evaluate(async () => {
    // The sign-up page offers no menu yet; use the same call the settings page uses.
    const res = await fetch('/api/users/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}`, 'x-refresh-token': localStorage.getItem('refresh_token') ?? '' },
    });
    const body = (await res.json()) as { data: { providerLogoutUrl: string } };
    localStorage.clear();
    window.location.href = body.data.providerLogoutUrl;
  });
  await logoutRequest;
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
