import { expect, test } from '@playwright/test';
import { E2E_TOSS_KEYS, FAKE_TOSS_URL } from './env.ts';
import { CHECKOUT } from './toss.ts';

// Decision 0034: the Toss stand-in (mounted at /dev/toss in development, at /toss here) answers its
// payments page with a trailing slash too, where 입금 완료 처리 sends the browser back.

test('the stand-in payments page opens with a trailing slash, and a virtual-account deposit lands back on it', async ({ page }) => {
  const orderId = `devtoss-${Date.now()}`;
  const query = new URLSearchParams({
    clientKey: E2E_TOSS_KEYS.clientKey,
    amount: '1000',
    orderId,
    orderName: '가상계좌 확인',
    customerName: '김여정',
    successUrl: `${FAKE_TOSS_URL}/`,
    failUrl: `${FAKE_TOSS_URL}/`,
  });
  await page.goto(`${FAKE_TOSS_URL}/checkout?${query.toString()}`);
  await page.getByLabel(CHECKOUT.virtualAccount).check();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await expect(page.getByRole('heading', { name: '테스트 결제 내역' })).toBeVisible();
  const paymentKey = new URL(page.url()).searchParams.get('paymentKey') ?? '';
  const confirmed = await page.request.post(`${FAKE_TOSS_URL}/v1/payments/confirm`, {
    headers: { authorization: `Basic ${Buffer.from(`${E2E_TOSS_KEYS.secretKey}:`).toString('base64')}` },
    data: { paymentKey, orderId, amount: 1000 },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();

  const listed = await page.goto(`${FAKE_TOSS_URL}/`);
  expect(listed?.status()).toBe(200);
  await page.getByRole('row').filter({ hasText: '가상계좌 확인' }).getByRole('button', { name: '입금 완료 처리' }).click();
  await expect(page).toHaveURL(`${FAKE_TOSS_URL}/`);
  await expect(page.getByRole('heading', { name: '테스트 결제 내역' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '가상계좌 확인' })).toContainText('DONE');
});
