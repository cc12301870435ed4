import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/** Decision 0026: the product shelf, a product's page, and 구매하기 starting a PRODUCT payment. */

test('decision 0026: list → product → 구매하기 saves the SPEC §3 payment draft and goes to /payments', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/care-info');
  await page.getByRole('link', { name: new RegExp(ko('Child-care products')) }).click();
  await expect(page).toHaveURL(/\/care-info\/product$/);

  const shelf = page.getByRole('region', { name: ko('Products') });
  // The six demo products; a journey that adds one (admin-products.spec.ts) may run beside this one.
  await expect(shelf.getByRole('link', { name: /원목 딸랑이 치발기/ })).toBeVisible();
  const count = await shelf.getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(6);
  await expect(shelf).toContainText(ko('{total} products').replace('{total}', String(count)));
  const lotion = shelf.getByRole('link', { name: /무향 아기 보습 로션 250ml/ });
  await expect(lotion).toContainText('18,500원');
  // The thumbnails load through their signed links.
  await expect
    .poll(() =>
      shelf.locator('img').evaluateAll((imgs) => imgs.filter((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0).length),
    )
    .toBe(count);

  await lotion.click();
  await expect(page).toHaveURL(/\/care-info\/product\/\d+$/);
  const productId = Number(/\/product\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 2, name: '무향 아기 보습 로션 250ml' })).toBeVisible();
  await expect(page.getByRole('region', { name: ko('Product details') })).toContainText('세라마이드 함유');
  await expect(page.getByRole('img', { name: ko('Picture of {title}').replace('{title}', '무향 아기 보습 로션 250ml') })).toBeVisible();

  const quantity = page.getByRole('group', { name: ko('Quantity') });
  await expect(quantity.getByRole('button', { name: ko('One fewer') })).toBeDisabled();
  await quantity.getByRole('button', { name: ko('One more') }).click();
  await quantity.getByRole('button', { name: ko('One more') }).click();
  await expect(quantity.locator('output')).toHaveText('3');
  await expect(page.getByText('55,500원')).toBeVisible();

  await page.getByRole('button', { name: ko('Buy now') }).click();
  await expect(page).toHaveURL(/\/payments$/);
  const draft: unknown = await page.evaluate(() => JSON.parse(localStorage.getItem('payment') ?? 'null'));
  expect(draft).toEqual({
    targetId: productId,
    orderableDtype: 'PRODUCT',
    backUrl: `/care-info/product/${productId}`,
    nextUrl: '/my-page/payment-history/{orderItemId}',
    customerEmail: 'parent@dodam.example',
    customerName: '이하늘',
    customerMobilePhone: '01012345678',
    consultationPhone: null,
    consultationContent: null,
    infoSet: false,
    quantity: 3,
  });
});

test('decision 0026: a product that does not exist is the 404 page', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/care-info/product/999999');
  await expect(page).toHaveURL(/\/error\/404/);
  await page.goto('/care-info/product/soap');
  await expect(page).toHaveURL(/\/error\/404/);
});

test('decision 0026: an expert may look at a product but not buy it', async ({ page }) => {
  await signInAs(page, 'expert');
  await page.goto('/care-info/product');
  await page.getByRole('link', { name: /원목 딸랑이 치발기/ }).click();
  await expect(page.getByText(ko('Products can be bought with a member account.'))).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Buy now') })).toHaveCount(0);
});
