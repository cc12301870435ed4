import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, E2E_TOSS_KEYS, FAKE_TOSS_URL } from './env.ts';
import { apiSignIn, authHeaders, signInAs, type Tokens } from './fixtures.ts';
import { ko } from './ko.ts';

// SPEC §2 /admin/payment, §4 and decisions 0024, 0041, 0043 at the operator's desktop size: a paid
// consultation is found by its Toss order number, refunded through the Toss stand-in with a reason,
// shows as cancelled, and the refund with its reason is in the item's change history.
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * axe with the WCAG 2.0–2.2 A and AA rules, as e2e/accessibility.spec.ts runs it on the member pages
 * (decision 0035), on this menu's content (the shared sidebar is the layout's own matter).
 */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.slice(0, 4).map((n) => `${v.id}: ${n.target.join(' ')} — ${n.html.slice(0, 120)}`));
}

/**
 * The parent orders a consultation for their first child and pays by card on the Toss stand-in's
 * test checkout (the form the SDK opens, posted as 결제하기 would), then the server confirms it.
 */
async function paidConsultation(request: APIRequestContext, tokens: Tokens): Promise<{ orderId: string; amount: number }> {
  const children = await (await request.get('/api/members/children', { headers: authHeaders(tokens) })).json();
  const childId: number = children.data.children[0].id;
  const created = await request.post('/api/members/orders', {
    headers: authHeaders(tokens),
    data: {
      orderableType: 'CONSULTATION',
      targetId: childId,
      expectedAmount: 50_000,
      customerName: '이하늘',
      customerMobilePhone: '01012345678',
      customerEmail: null,
    },
  });
  expect(created.ok()).toBeTruthy();
  const order: { orderId: string; orderName: string; amount: number } = (await created.json()).data;
  const checkout = await fetch(`${FAKE_TOSS_URL}/checkout`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      clientKey: E2E_TOSS_KEYS.clientKey,
      action: 'pay',
      method: '카드',
      amount: String(order.amount),
      orderId: order.orderId,
      orderName: order.orderName,
      customerName: '이하늘',
      successUrl: `${BASE_URL}/payments/toss-success`,
      failUrl: `${BASE_URL}/payments/toss-fail`,
    }),
  });
  const success = new URL(checkout.headers.get('location') ?? '');
  expect(success.pathname).toBe('/payments/toss-success');
  const confirm = await request.post('/api/members/payments/confirm', {
    headers: authHeaders(tokens),
    data: { paymentKey: success.searchParams.get('paymentKey'), orderId: order.orderId, amount: order.amount },
  });
  expect((await confirm.json()).data).toMatchObject({ orderId: order.orderId, status: 'DONE' });
  return order;
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
  expect(await axeViolations(page)).toEqual([]);

  await rows.nth(1).getByRole('link', { name: /상담/ }).click();
  await expect(page).toHaveURL(/orderId=\d+/);
  await expect(page.getByText(order.orderId)).toBeVisible();
  const refund = page.getByRole('form', { name: ko('Refund this item') });
  await refund.getByLabel(ko('Reason (kept in the audit log)')).fill('상담 일정 불가로 환불');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payment-refund-form.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
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
