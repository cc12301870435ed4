import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, authHeaders, storeTokens, type Tokens } from './fixtures.ts';
import { ko } from './ko.ts';
import { pdfText } from './pdf.ts';
import { CHECKOUT, depositInto, stubTossSdk } from './toss.ts';

/**
 * Decision 0025 in the browser: /payments from a saved payment draft (SPEC §3) through the Toss window
 * (the SDK URL stubbed with the stand-in's script, ARCHITECTURE §1) to /payments/toss-success, the
 * payment history and a cancel; a failed payment comes back to the draft's backUrl; a replayed
 * success URL charges nothing twice.
 */
type Draft = { orderableDtype: string; targetId: number; backUrl: string; nextUrl: string };

const won = (amount: string) => ko('{digits} won').replace('{digits}', amount);
const payButton = (page: Page, amount: string) => page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', won(amount)) });

async function signedInParent(page: Page): Promise<{ tokens: Tokens; childId: number }> {
  const tokens = await apiSignIn(page.request, 'parent');
  const children = await (await page.request.get('/api/members/children', { headers: authHeaders(tokens) })).json();
  await storeTokens(page, tokens);
  return { tokens, childId: children.data.children[0].id };
}

/** What a selling page does with startPayment: the draft under `payment`, the customer still to fill in. */
async function saveDraft(page: Page, draft: Draft): Promise<void> {
  await page.evaluate((d) => {
    localStorage.setItem(
      'payment',
      JSON.stringify({
        ...d,
        customerName: '',
        customerMobilePhone: '',
        customerEmail: null,
        consultationPhone: null,
        consultationContent: null,
        infoSet: false,
      }),
    );
  }, draft);
}

async function historyCount(page: Page, tokens: Tokens): Promise<number> {
  const body = await (await page.request.get('/api/members/order-items', { headers: authHeaders(tokens) })).json();
  return body.data.orderItems.length;
}

/** /payments for a consultation: the summary, the prefilled customer, the consultation and the terms. */
async function fillConsultationCheckout(page: Page): Promise<void> {
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: ko('Payment'), level: 1 })).toBeVisible();
  await expect(page.getByText(ko('Expert consultation'), { exact: true })).toBeVisible();
  // The item named as the payment history will name it (decision 0080).
  await expect(page.getByText('전문가 상담 (도담이)', { exact: true })).toBeVisible();
  await expect(page.getByLabel(ko('Name'), { exact: true })).toHaveValue('이하늘');
  // The member's phone shows as the placeholder writes it, not as stored digits (decision 0075).
  await expect(page.getByLabel(ko('Mobile phone'), { exact: true })).toHaveValue(/^010-\d{4}-\d{4}$/);
  await page.getByLabel(ko('What would you like to talk about?')).fill('밤잠을 자주 깨요. 수면 습관이 궁금해요.');
  await page.getByLabel(ko('Agree to all')).check();
}

/** Decision 0035: the flash message never covers the status it talks about. */
async function expectUncovered(page: Page, message: string, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const toast = await page.getByRole('status').getByText(message).locator('..').boundingBox();
  if (!box) throw new Error('status not on screen');
  // Shown for 6 s: on a busy machine it may be gone before the status is drawn, and covers nothing.
  if (!toast) return void test.info().annotations.push({ type: 'flash', description: `${message} gone before its status was drawn` });
  const overlaps = toast.x < box.x + box.width && box.x < toast.x + toast.width && toast.y < box.y + box.height && box.y < toast.y + toast.height;
  expect(overlaps, `flash ${JSON.stringify(toast)} over status ${JSON.stringify(box)}`).toBe(false);
}

test('decision 0025: pay for a consultation, see it in the history, replay the success URL without a second charge, cancel it', async ({ page }) => {
  const { tokens, childId } = await signedInParent(page);
  const before = await historyCount(page, tokens);
  await saveDraft(page, { orderableDtype: 'CONSULTATION', targetId: childId, backUrl: '/my-page', nextUrl: '/my-page/payment-history/{orderItemId}' });
  await stubTossSdk(page);
  await fillConsultationCheckout(page);

  // SPEC §5: the phone is checked before anything is ordered.
  await page.getByLabel(ko('Phone for the consultation')).fill('010-12');
  await payButton(page, '50,000').click();
  await expect(page.getByText(ko('Enter a 10-11 digit mobile phone number.'))).toBeVisible();
  await expect(page.getByLabel(ko('Phone for the consultation'))).toBeFocused();
  // Grouped as it is typed, and still a valid number for the order (decision 0075).
  await page.getByLabel(ko('Phone for the consultation')).fill('');
  await page.getByLabel(ko('Phone for the consultation')).pressSequentially('01012345678');
  await expect(page.getByLabel(ko('Phone for the consultation'))).toHaveValue('010-1234-5678');

  await payButton(page, '50,000').click();
  await expect(page.getByText('테스트 결제창 — 실제로 결제되지 않습니다')).toBeVisible();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL(/\/payments\/toss-success\?/);
  const successUrl = page.url();

  // Confirmed, the draft's nextUrl with the paid item, and the success message.
  await page.waitForURL(/\/my-page\/payment-history\/\d+$/);
  await expect(page.getByRole('status').getByText(ko('Payment complete. Thank you!'))).toBeVisible();
  await expectUncovered(page, ko('Payment complete. Thank you!'), page.getByText(ko('Paid', 'order item status'), { exact: true }));
  const itemPath = new URL(page.url()).pathname;
  await expect(page.getByText(ko('Paid', 'order item status'), { exact: true })).toBeVisible();
  await expect(page.getByText('밤잠을 자주 깨요. 수면 습관이 궁금해요.')).toBeVisible();
  await expect(page.getByText('카드', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('payment'))).toBeNull();
  expect(await historyCount(page, tokens)).toBe(before + 1);

  // A reload of the success URL (or a second tab): the server answers the same order; nothing new.
  await page.goto(successUrl);
  await page.waitForURL((url) => url.pathname === itemPath);
  expect(await historyCount(page, tokens)).toBe(before + 1);

  // The history lists it; its page cancels it after a confirmation asking the reason.
  await page.goto('/my-page/payment-history');
  await page.locator(`a[href="${itemPath}"]`).click();
  await page.getByRole('button', { name: ko('Cancel this payment') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Cancel this payment?') });
  await dialog.getByRole('button', { name: ko('Yes, cancel it') }).click();
  await expect(dialog.getByText(ko('Tell us why you are cancelling.'))).toBeVisible();
  await dialog.getByLabel(ko('Reason for cancelling')).fill('일정이 맞지 않아요');
  await dialog.getByRole('button', { name: ko('Yes, cancel it') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(ko('The payment has been cancelled.'))).toBeVisible();
  await expect(page.getByText(ko('Cancelled', 'order item status'), { exact: true })).toBeVisible();
  await expectUncovered(page, ko('The payment has been cancelled.'), page.getByText(ko('Cancelled', 'order item status'), { exact: true }));
  await expect(page.getByText('일정이 맞지 않아요')).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Cancel this payment') })).toBeHidden();
});

test("decision 0025: a failed payment shows Toss's reason in Korean, pays again with what was typed, and goes back to backUrl", async ({ page }) => {
  const { tokens, childId } = await signedInParent(page);
  const before = await historyCount(page, tokens);
  await saveDraft(page, { orderableDtype: 'CONSULTATION', targetId: childId, backUrl: '/my-page/Coupon', nextUrl: '/my-page/payment-history/{orderItemId}' });
  await stubTossSdk(page);
  await fillConsultationCheckout(page);
  await payButton(page, '50,000').click();
  await page.getByRole('button', { name: CHECKOUT.fail }).click();

  await page.waitForURL(/\/payments\/toss-fail\?/);
  await expect(page.getByRole('heading', { name: ko('Payment failed'), level: 1 })).toBeVisible();
  await expect(page.getByText(ko('The payment stopped before it was approved. Nothing was charged; please try again.'))).toBeVisible();
  await expect(page.getByText(/PAY_PROCESS_ABORTED/)).toBeVisible();

  // "Pay again": the draft kept the consultation text; this time the member closes the window.
  await page.getByRole('link', { name: ko('Try paying again') }).click();
  await expect(page.getByLabel(ko('What would you like to talk about?'))).toHaveValue('밤잠을 자주 깨요. 수면 습관이 궁금해요.');
  await page.getByLabel(ko('Agree to all')).check();
  await payButton(page, '50,000').click();
  await page.getByRole('button', { name: CHECKOUT.cancel, exact: true }).click();
  await page.waitForURL(/\/payments\/toss-fail\?/);
  await expect(page.getByRole('heading', { name: ko('Payment cancelled'), level: 1 })).toBeVisible();
  await expect(page.getByText(ko('You cancelled the payment. Nothing was charged.'))).toBeVisible();

  await page.getByRole('button', { name: ko('Go back') }).click();
  await page.waitForURL((url) => url.pathname === '/my-page/Coupon');
  expect(await historyCount(page, tokens)).toBe(before);
});

test('decision 0025: a virtual account shows where to deposit; once deposited its cancel needs the refund account (SPEC §5)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { childId } = await signedInParent(page);
  await saveDraft(page, { orderableDtype: 'GROWTH_EXAMINATION', targetId: childId, backUrl: '/my-page', nextUrl: '/my-page' });
  await stubTossSdk(page);
  await page.goto('/payments');
  await expect(page.getByText(ko('Development test'), { exact: true })).toBeVisible();
  await page.getByLabel(ko('Agree to all')).check();
  await payButton(page, '50,000').click();
  await page.getByLabel(CHECKOUT.virtualAccount).check();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();

  // Not paid yet: the item's page (not nextUrl) with the account to deposit to.
  await page.waitForURL(/\/my-page\/payment-history\/\d+$/);
  await expect(page.getByRole('status').getByText(ko('Your order is placed. Deposit to the virtual account to finish paying.'))).toBeVisible();
  await expect(page.getByText(ko('Awaiting deposit', 'order item status'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: ko('Deposit to finish paying') })).toBeVisible();
  const orderId = await page.getByText(/^dodam_/).textContent();
  // Selection is off (SPEC §9): the order and account numbers have copy buttons (decision 0073).
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.getByRole('button', { name: ko('Copy the order number') }).click();
  await expect(page.getByRole('status').getByText(ko('Copied.'))).toBeVisible();
  expect(await clipboard()).toBe(orderId);
  await page.getByRole('button', { name: ko('Copy the account number') }).click();
  const account = await clipboard();
  expect(account.length).toBeGreaterThan(5);
  await expect(page.getByText(account, { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-diary-virtual-account.png', fullPage: true });
  expect(await depositInto(orderId ?? '')).toBe(200);

  await page.reload();
  await expect(page.getByText(ko('Paid', 'order item status'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: ko('Cancel this payment') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Cancel this payment?') });
  await dialog.getByLabel(ko('Reason for cancelling')).fill('다른 날 받을게요');
  await dialog.getByRole('button', { name: ko('Yes, cancel it') }).click();
  await expect(dialog.getByText(ko('Choose the bank of the refund account.'))).toBeVisible();
  await expect(dialog.getByText(ko('Enter the account number in digits (6-20).'))).toBeVisible();
  await dialog.getByLabel(ko('Bank'), { exact: true }).selectOption({ label: '신한은행' });
  await dialog.getByLabel(ko('Account number')).fill('110-123-456789');
  await dialog.getByLabel(ko('Account holder')).fill('이하늘');
  await dialog.getByRole('button', { name: ko('Yes, cancel it') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ko('Cancelled', 'order item status'), { exact: true })).toBeVisible();
});

test('decision 0025: /payments without a draft says so and leads home; a broken success URL confirms nothing', async ({ page }) => {
  await signedInParent(page);
  await page.goto('/payments');
  await expect(page.getByText(ko('There is nothing to pay for right now. Choose a service or product first, then come back to pay.'))).toBeVisible();
  await page.getByRole('link', { name: ko('Go home') }).click();
  await page.waitForURL((url) => url.pathname === '/main');

  await page.goto('/payments/toss-success?orderId=x');
  await expect(page.getByText(ko('The payment details in the address are missing or not valid.'))).toBeVisible();
});

test('decisions 0025, 0026: buy a product to a new address added from /payments, delivered there', async ({ page }) => {
  await signedInParent(page);
  await stubTossSdk(page);
  await page.goto('/care-info/product');
  await page.getByRole('link', { name: /무향 아기 보습 로션 250ml/ }).click();
  const quantity = page.getByRole('group', { name: ko('Quantity') });
  await quantity.getByRole('button', { name: ko('One more') }).click();
  await page.getByRole('button', { name: ko('Buy now') }).click();
  await page.waitForURL((url) => url.pathname === '/payments');

  // The product's own price × quantity, the default address chosen.
  await expect(page.getByText(ko('Child-care product'), { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: ko('Order') });
  await expect(summary.getByText('무향 아기 보습 로션 250ml')).toBeVisible();
  await expect(summary.getByText(ko('{0} pcs').replace('{0}', '2'))).toBeVisible();
  await expect(summary.getByText(won('37,000'))).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  // A new address, and back to /payments with what was typed.
  await page.getByLabel(ko('Email (optional)')).fill('sky@dodam.example');
  await page.getByRole('link', { name: ko('Add a new address') }).click();
  await page.getByLabel(ko('Address name')).fill('할머니댁');
  await page.getByLabel(ko('Recipient')).fill('김할매');
  await page.getByLabel(ko('Mobile phone')).fill('010-2222-3333');
  await page.getByLabel(ko('Postal code')).fill('48058');
  await page.getByLabel(ko('Road address')).fill('부산광역시 해운대구 해운대해변로 264');
  await page.getByRole('button', { name: ko('Save') }).click();
  await page.waitForURL((url) => url.pathname === '/payments');
  await expect(page.getByLabel(ko('Email (optional)'))).toHaveValue('sky@dodam.example');
  await page.getByRole('radio', { name: /할머니댁/ }).check();
  await page.getByLabel(ko('Agree to all')).check();
  await payButton(page, '37,000').click();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();

  await page.waitForURL(/\/my-page\/payment-history\/\d+$/);
  await expect(page.getByRole('heading', { name: ko('Delivery address') })).toBeVisible();
  await expect(page.getByText('(48058) 부산광역시 해운대구 해운대해변로 264')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: won('37,000') })).toBeVisible();
});

test('decisions 0025, 0028: buy a diary PDF book, land on its pdf-create page (nextUrl with {orderItemId}), make it and download it', async ({ page }) => {
  const { childId } = await signedInParent(page);
  await saveDraft(page, { orderableDtype: 'DIARY_PDF', targetId: childId, backUrl: '/my-page', nextUrl: '/my-page/payment-history/{orderItemId}/pdf-create' });
  await stubTossSdk(page);
  await page.goto('/payments');
  await expect(page.getByText(ko('Diary PDF book'), { exact: true })).toBeVisible();
  await page.getByLabel(ko('Agree to all')).check();
  await payButton(page, '10,000').click();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL(/\/my-page\/payment-history\/\d+\/pdf-create$/);
  await expect(page.getByRole('status').getByText(ko('Payment complete. Thank you!'))).toBeVisible();

  // Made with the default period (the demo week of 도담이), downloaded, and read back with pdfjs.
  const form = page.getByRole('form', { name: ko('Which diary goes into the book?') });
  await form.getByRole('button', { name: ko('Make the PDF') }).click();
  await page
    .getByRole('dialog', { name: ko('Make the book with this period?') })
    .getByRole('button', { name: ko('Make it') })
    .click();
  await expect(page.getByRole('heading', { name: ko('{childName}’s diary book is ready').replace('{childName}', '도담이') })).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ko('Download the PDF') }).click()]);
  const pages = await pdfText(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(pages[0]).toContain('도담이의육아일기');
  expect(pages.join('')).toContain('오늘도담이가소파를잡지않고세걸음을걸었어요!');

  // The item's page now opens the made book, and a provided item can no longer be cancelled (SPEC §4).
  const itemPath = new URL(page.url()).pathname.replace(/\/pdf-create$/, '');
  await page.goto(itemPath);
  await expect(page.getByRole('link', { name: ko('Open the diary PDF book') })).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Cancel this payment') })).toHaveCount(0);
});
