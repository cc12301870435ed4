import { expect, test, type APIRequestContext } from '@playwright/test';
import { FAKE_TOSS_URL } from './env.ts';
import { axeViolations } from './axe.ts';
import { apiSignIn, authHeaders, DEMO_PASSWORD, expiredAccessToken, signInAs, type Tokens } from './fixtures.ts';
import { ko } from './ko.ts';
import { paidConsultation, paidOrder } from './toss.ts';

// SPEC §2 /admin/payment, §4 and decisions 0024, 0041, 0043 at the operator's desktop size: a paid
// consultation is found by its Toss order number, refunded through the Toss stand-in with a reason,
// shows as cancelled, and the refund with its reason is in the item's change history.
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The order's row id, as the operator's list links it (/admin/payment?orderId=…). */
async function adminOrderId(request: APIRequestContext, admin: Tokens, tossOrderId: string): Promise<number> {
  const res = await request.get(`/api/admin/orders?category=orderNo&q=${tossOrderId.slice(0, 30)}`, { headers: authHeaders(admin) });
  const id: number | undefined = (await res.json()).data.items[0]?.orderId;
  if (id === undefined) throw new Error(`no order ${tossOrderId}`);
  return id;
}

test('an operator finds a paid consultation by its Toss order number, refunds it with a reason and sees it cancelled and in its history', async ({ page }) => {
  const order = await paidConsultation(page.request, await apiSignIn(page.request, 'parent'));
  await signInAs(page, 'admin');

  await page.goto('/admin/payment');
  await expect(page.getByRole('heading', { level: 1, name: ko('Payment management') })).toBeVisible();
  await expect(page.getByRole('region', { name: ko('Totals per type') })).toBeVisible();
  await page.getByLabel(ko('Search by')).selectOption('orderNo');
  await page.getByLabel(ko('Search text')).fill(order.orderId.slice(0, 30));
  await page.getByRole('button', { name: ko('Search'), exact: true }).click();
  // The filter is in the URL: the view can be bookmarked.
  await expect(page).toHaveURL(/category=orderNo/);
  const rows = page.getByRole('table', { name: ko('Order items') }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(ko('Paid', 'order item status'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payment-list.png` });
  expect(await axeViolations(page, 'main')).toEqual([]);

  await rows.nth(1).getByRole('link', { name: /상담/ }).click();
  await expect(page).toHaveURL(/orderId=\d+/);
  await expect(page.getByText(order.orderId)).toBeVisible();
  const refund = page.getByRole('form', { name: ko('Refund this item') });
  await refund.getByLabel(ko('Reason (kept in the audit log)')).fill('상담 일정 불가로 환불');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payment-refund-form.png`, fullPage: true });
  expect(await axeViolations(page, 'main')).toEqual([]);
  await refund.getByRole('button', { name: ko('Refund') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('상담 일정 불가로 환불');
  await dialog.getByRole('button', { name: ko('Refund') }).click();

  const item = page.getByRole('region', { name: /^주문 품목 / });
  await expect(item.getByRole('status')).toHaveText(ko('The item was refunded.'));
  await expect(item).toContainText(ko('Cancelled', 'order item status'));
  await expect(page.getByRole('heading', { name: ko('Refunds by Toss') })).toBeVisible();
  // The item's own change history shows the refund with its reason.
  const history = item.getByRole('region', { name: ko('Audit log of this record') });
  await expect(history.getByRole('cell', { name: '상담 일정 불가로 환불' })).toBeVisible();
  await expect(history).toContainText(ko('Order item canceled'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payment-detail.png`, fullPage: true });

  // Back on the list of the same filter, the item is cancelled.
  await page.getByRole('link', { name: ko('← Back to the payment list') }).click();
  await expect(page).toHaveURL(/category=orderNo/);
  await expect(
    page
      .getByRole('table', { name: ko('Order items') })
      .getByRole('row')
      .nth(1),
  ).toContainText(ko('Cancelled', 'order item status'));
});

// Decision 0049 (SPEC §3 address fields, §4 a refund until provided): a product order's detail shows
// where it goes and Korean states; a part of the money is refunded, the item stays paid and reads
// "partly refunded", and the change history names the amount and the payment state in Korean.
test('an operator sees where a product goes and refunds a part of it', async ({ page }) => {
  test.slow(); // two payments and a refund through the Toss stand-in
  const parent = await apiSignIn(page.request, 'parent');
  const address = await page.request.post('/api/members/addresses', {
    headers: authHeaders(parent),
    data: {
      addressName: '이모네 집',
      recipientName: '김도담',
      receiverMobilePhone: '010-2345-6789',
      receiverHomePhone: null,
      street: '부산광역시 해운대구 센텀중앙로 79',
      detail: '101동 1203호',
      postalCode: '48058',
      isDefault: false,
    },
  });
  expect(address.ok()).toBeTruthy();
  const addressId: number = (await address.json()).data.id;
  const products = (await (await page.request.get('/api/members/products', { headers: authHeaders(parent) })).json()).data.products;
  const product: { id: number; price: number } = products[0];
  const order = await paidOrder(page.request, parent, { orderableType: 'PRODUCT', targetId: product.id, expectedAmount: product.price, addressId });
  const admin = await apiSignIn(page.request, 'admin');
  const orderId = await adminOrderId(page.request, admin, order.orderId);
  await signInAs(page, 'admin');

  await page.goto(`/admin/payment?orderId=${orderId}`);
  const item = page.getByRole('region', { name: /^주문 품목 / });
  await expect(item).toContainText('이모네 집 · (48058) 부산광역시 해운대구 센텀중앙로 79 101동 1203호');
  await expect(item).toContainText('김도담 · 010-2345-6789');
  // Toss's state in Korean, never its code.
  await expect(page.getByText(ko('Payment approved', 'order status')).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('DONE');

  const refund = page.getByRole('form', { name: ko('Refund this item') });
  const amountField = refund.getByLabel(ko('Amount to refund (empty: all that is left)'));
  // More than was paid is said before anything is sent.
  await amountField.fill(String(product.price + 1));
  await expect(refund.getByRole('alert')).toHaveText(ko('The refund amount must be a whole number of won from 1 up to what is left to refund.'));
  await amountField.fill('1,000');
  await refund.getByLabel(ko('Reason (kept in the audit log)')).fill('포장 파손 일부 환불');
  await refund.getByRole('button', { name: '1,000원 환불하기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1,000원');
  await expect(dialog).toContainText('포장 파손 일부 환불');
  await dialog.getByRole('button', { name: '1,000원 환불하기' }).click();

  await expect(item.getByRole('status')).toHaveText('1,000원을 환불했어요.');
  await expect(item).toContainText('1,000원 부분 환불됨');
  // Still refundable: the rest is offered.
  await expect(page.getByRole('form', { name: ko('Refund this item') })).toBeVisible();
  const history = item.getByRole('region', { name: ko('Audit log of this record') });
  await expect(history.getByRole('cell', { name: '포장 파손 일부 환불' })).toBeVisible();
  await expect(history).toContainText(`${ko('Refunded amount')}: — → 1,000원`);
  await expect(history).toContainText(`${ko('Payment status')}: ${ko('Payment approved', 'order status')} → ${ko('Partly cancelled', 'order status')}`);
  await expect(page.getByText(ko('Partly cancelled', 'order status')).first()).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payment-partial-refund.png`, fullPage: true });

  // The member's history says it too.
  const mine = await (await page.request.get('/api/members/order-items', { headers: authHeaders(parent) })).json();
  expect(mine.data.orderItems.find((i: { orderId: string }) => i.orderId === order.orderId)).toMatchObject({ status: 'PAID', refundedAmount: 1000 });
});

// Decision 0049: a virtual account's bank and the refund bank read as bank names, on the detail and in
// its change history ("환불 은행: — → KB국민은행", never "06").
test('an operator refunds a deposited virtual account and reads bank names, not codes', async ({ page }) => {
  test.slow(); // a payment, a deposit webhook and a refund through the Toss stand-in
  const order = await paidConsultation(page.request, await apiSignIn(page.request, 'parent'), '가상계좌');
  const admin = await apiSignIn(page.request, 'admin');
  const orderId = await adminOrderId(page.request, admin, order.orderId);
  await signInAs(page, 'admin');
  await page.goto(`/admin/payment?orderId=${orderId}`);
  await expect(page.getByText('우리은행 (20)')).toBeVisible();
  await expect(page.getByText(ko('Waiting for the deposit', 'order status')).first()).toBeVisible();

  const deposited = await fetch(`${FAKE_TOSS_URL}/__control/deposit/${order.orderId}`, { method: 'POST' });
  expect(deposited.ok).toBeTruthy();
  await expect
    .poll(async () => (await (await page.request.get(`/api/admin/orders/${orderId}`, { headers: authHeaders(admin) })).json()).data.items[0].status)
    .toBe('PAID');
  await page.reload();
  // Paid now: the refund needs the member's account.
  const refund = page.getByRole('form', { name: ko('Refund this item') });
  await expect(refund.getByLabel(ko('Refund bank'))).toBeVisible();
  await refund.getByLabel(ko('Reason (kept in the audit log)')).fill('입금 후 환불 요청');
  await refund.getByLabel(ko('Refund bank')).selectOption('06');
  await refund.getByLabel(ko('Refund account number')).fill('123456-78-901234');
  await refund.getByLabel(ko('Account holder')).fill('이하늘');
  await refund.getByRole('button', { name: ko('Refund'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Refund'), exact: true })
    .click();
  const item = page.getByRole('region', { name: /^주문 품목 / });
  await expect(item.getByRole('status')).toHaveText(ko('The item was refunded.'));
  const history = item.getByRole('region', { name: ko('Audit log of this record') });
  await expect(history).toContainText(`${ko('Refund bank')}: — → KB국민은행`);
  await expect(history).not.toContainText('→ 06');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payment-virtual-account.png`, fullPage: true });
});

// Decision 0049, SPEC §7/§8: the session expires while the operator types a reason; acting sends them
// to sign in, and signing in brings them back to the record with the reason still typed.
test('a session lost mid-action keeps the typed reason and signing in returns to the record', async ({ page }) => {
  test.slow(); // a payment, a sign-in and a refund
  const order = await paidConsultation(page.request, await apiSignIn(page.request, 'parent'));
  const admin = await apiSignIn(page.request, 'admin');
  const orderId = await adminOrderId(page.request, admin, order.orderId);
  await signInAs(page, 'admin');
  await page.goto(`/admin/payment?orderId=${orderId}`);
  const refund = page.getByRole('form', { name: ko('Refund this item') });
  await refund.getByLabel(ko('Reason (kept in the audit log)')).fill('세션이 끝나도 남는 사유');

  // The session ends: an access token past its time and a refresh token the server does not know.
  const expired = await expiredAccessToken(admin);
  await page.evaluate((token) => {
    localStorage.setItem('access_token', token);
    localStorage.setItem('refresh_token', 'ended-session');
  }, expired);

  await refund.getByRole('button', { name: ko('Refund'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Refund'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/error\/401\?.*from=/);
  await page.getByRole('button', { name: ko('Go to login') }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=/);
  await page.getByRole('textbox', { name: ko('ID') }).fill('admin');
  await page.getByLabel(ko('Password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ko('Sign in'), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/payment\\?orderId=${orderId}$`));
  const again = page.getByRole('form', { name: ko('Refund this item') });
  await expect(again.getByLabel(ko('Reason (kept in the audit log)'))).toHaveValue('세션이 끝나도 남는 사유');
  // Nothing was refunded on the way.
  await expect(page.getByRole('region', { name: /^주문 품목 / })).toContainText(ko('Paid', 'order item status'));
  // Done: the draft goes with the action.
  await again.getByRole('button', { name: ko('Refund'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Refund'), exact: true })
    .click();
  await expect(page.getByRole('region', { name: /^주문 품목 / }).getByRole('status')).toHaveText(ko('The item was refunded.'));
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('dodam:draft:')))).toEqual([]);
});
