import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';
import { CHECKOUT, stubTossSdk } from './toss.ts';
import { fixParticles } from '../src/contract/particles.ts';

// SPEC §2 /admin/product and /admin/product/write, §5 product rules, §8 product messages; decision
// 0064: an operator adds a product with a picture and a description, a parent buys it, the operator
// takes it off sale, and the parent's payment history keeps it.
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const won = (amount: string) => ko('{digits} won').replace('{digits}', amount);

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 250, g: 214, b: 165 } } })
    .png()
    .toBuffer();
}

async function openWriteForm(page: Page) {
  await page.goto('/admin/product');
  await expect(page.getByRole('heading', { level: 1, name: ko('Product management') })).toBeVisible();
  await page.getByRole('link', { name: ko('Add a product') }).click();
  await expect(page).toHaveURL(/\/admin\/product\/write$/);
  return page.getByRole('form', { name: ko('Product') });
}

test('an operator adds a product that a parent buys; once deleted it leaves the shop but stays in the history', async ({ page }) => {
  // Two roles in one journey (about 28 s on an idle machine): room on a loaded one.
  test.setTimeout(225_000);
  const title = `도담 손수건 ${Date.now() % 100_000}`;
  await signInAs(page, 'admin');
  const form = await openWriteForm(page);

  // Nothing filled: every SPEC §8 message beside its field, nothing sent.
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(form.getByText(ko('Please enter the product title.'))).toBeVisible();
  await expect(form.getByText(ko('The price cannot be below 0.'))).toBeVisible();
  await expect(form.getByText(ko('Please add a valid thumbnail.'))).toBeVisible();
  await expect(form.getByText(ko('Please enter the product description.'))).toBeVisible();
  // A file that is not a picture by its name is refused before it is sent.
  await form
    .getByLabel(ko('Picture (JPG, PNG, GIF or WEBP, up to 10MB)'))
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(form.getByText(ko('Images must be JPG, JPEG, PNG, GIF or WEBP.'))).toBeVisible();

  await form.getByLabel(ko('Product name')).fill(title);
  await form.getByLabel(ko('Price (won)')).fill('12300');
  await form.getByLabel(ko('Picture (JPG, PNG, GIF or WEBP, up to 10MB)')).setInputFiles({ name: 'towel.png', mimeType: 'image/png', buffer: await picture() });
  await expect(form.getByRole('img', { name: ko('The picture chosen') })).toBeVisible();
  const editor = form.getByRole('textbox', { name: ko('Product content') });
  await editor.click();
  await page.keyboard.type('거즈 여섯 겹으로 부드러운 손수건이에요.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-product-write.png`, fullPage: true });
  await form.getByRole('button', { name: ko('Save') }).click();

  await expect(page).toHaveURL(/\/admin\/product\?productId=\d+/);
  await expect(page.getByText(ko('The product has been saved.'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: ko('Product {0}').replace('{0}', title) })).toBeVisible();
  await expect(page.getByText('거즈 여섯 겹으로 부드러운 손수건이에요.')).toBeVisible();
  await expect(page.getByText(won('12,300'), { exact: true })).toBeVisible();
  const detailUrl = page.url();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-product-detail.png`, fullPage: true });

  // The parent finds it in the shop and buys it.
  await signInAs(page, 'parent');
  await stubTossSdk(page);
  await page.goto('/care-info/product');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('region', { name: ko('Product details') })).toContainText('거즈 여섯 겹');
  await page.getByRole('button', { name: ko('Buy now') }).click();
  await page.waitForURL((url) => url.pathname === '/payments');
  await page.getByLabel(ko('Agree to all')).check();
  await page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', won('12,300')) }).click();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL(/\/my-page\/payment-history\/\d+$/);
  const historyUrl = page.url();
  await expect(page.getByText(title).first()).toBeVisible();

  // Out of stock: the operator hides it without deleting it, a reason required and said so (decision 0082).
  await signInAs(page, 'admin');
  await page.goto(detailUrl);
  const hide = page.locator('form', { has: page.getByRole('heading', { name: ko('Out of stock?') }) });
  await hide.getByRole('button', { name: ko('Hide it (out of stock)') }).click();
  await expect(hide.getByRole('alert')).toHaveText(ko('Write the reason to keep in the audit log.'));
  await hide.getByLabel(ko('Reason (kept in the audit log)')).fill('재고 소진');
  await hide.getByRole('button', { name: ko('Hide it (out of stock)') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('Members no longer see or buy it until you show it again.') })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: ko('Hidden (out of stock)') })).toBeVisible();
  await expect(page.getByRole('region', { name: ko('Audit log of this record') })).toContainText(ko('Product hidden (out of stock)'));

  // The operator takes it off sale with a reason, after a confirmation.
  await page.getByRole('button', { name: ko('Delete') }).click();
  // The particle follows the title's last digit as it is read (decision 0075).
  const dialog = page.getByRole('dialog', { name: fixParticles(ko('Delete {0}?').replace('{0}', title), title) });
  await dialog.getByRole('button', { name: ko('Delete') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ko('Write the reason to keep in the audit log.'));
  await dialog.getByLabel(ko('Reason (kept in the audit log)')).fill('판매 종료');
  await dialog.getByRole('button', { name: ko('Delete') }).click();
  await expect(page).toHaveURL(/\/admin\/product$/);
  await expect(page.getByText(ko('The product has been deleted.'))).toBeVisible();
  await page.goto(`/admin/product?status=DELETED&category=title&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-product-list.png` });

  // Gone from the shop; the parent's payment history still shows what was bought.
  await signInAs(page, 'parent');
  await page.goto('/care-info/product');
  await expect(
    page
      .getByRole('region', { name: ko('Products') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await page.goto(historyUrl);
  await expect(page.getByText(title).first()).toBeVisible();
});
