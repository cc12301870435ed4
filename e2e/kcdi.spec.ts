import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiSignIn, authHeaders, signInAs } from './fixtures.ts';
import { ko } from './ko.ts';
import { CHECKOUT, stubTossSdk } from './toss.ts';

// SPEC §2 /kcdi, /kcdi/book, /kcdi/detail, /kcdi/Result, /my-page/kcdi-list; §5 examination files; §9
// GROWTH_EXAMINATION; decision 0070: a parent buys the developmental test for 도담이; the operator sends
// its link and registers the result (through the API: the back-office page is the next step); the
// parent follows each state, reads the chart and the publisher's PDF, and downloads it. The 30-day
// expiry in Korea time is the server test's (examinations.test.ts).
const SHOTS = process.env.E2E_SCREENSHOTS;
test.use({ serviceWorkers: 'block' });

async function resultPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 595]);
  page.drawText('K-CDI result report (e2e)', { x: 40, y: 520, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

test('a parent buys the developmental test, the operator sends it and registers the result, the parent reads it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'parent');
  await page.goto('/kcdi');
  await expect(page.getByRole('heading', { level: 2, name: ko('K-CDI, the Korean Child Development Inventory') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '도담이' })).toContainText(ko('{0} can take the test now.').replace('{0}', '도담이'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/kcdi.png`, fullPage: true });
  await page.getByRole('link', { name: ko('Book the test') }).click();
  await expect(page).toHaveURL(/\/kcdi\/book$/);
  await stubTossSdk(page);
  await page.getByRole('button', { name: ko('Pay {0} won').replace('{0}', '50,000') }).click();
  await page.waitForURL((url) => url.pathname === '/payments');
  await page.getByLabel(ko('Agree to all')).check();
  await page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', ko('{digits} won').replace('{digits}', '50,000')) }).click();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL((url) => url.pathname === '/my-page/kcdi-list');
  const newest = page
    .getByRole('list', { name: ko('My developmental tests') })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(ko('Getting the test ready'));

  // The operator sends the link and registers the result.
  const admin = authHeaders(await apiSignIn(request, 'admin'));
  const listed = await request.get('/api/admin/examinations?status=PAID&sort=id&dir=desc', { headers: admin });
  const body = (await listed.json()) as { data: { items: { id: number }[] } };
  const id = body.data.items[0]?.id ?? 0;
  expect((await request.post(`/api/admin/examinations/${id}/send`, { headers: admin, data: { access: 'https://kcdi.example/t/E2E-42' } })).ok()).toBeTruthy();
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/kcdi/detail\\?examinationId=${id}`));
  await expect(page.getByText('https://kcdi.example/t/E2E-42')).toBeVisible();
  await expect(page.getByRole('link', { name: ko('Open the test') })).toHaveAttribute('href', 'https://kcdi.example/t/E2E-42');

  const pdf = await resultPdf();
  const upload = await request.post(`/api/admin/examinations/${id}/result`, { headers: { ...admin, 'content-type': 'application/pdf' }, data: pdf });
  expect(upload.ok()).toBeTruthy();
  const results = [
    { domain: 'SOCIAL', months: 14 },
    { domain: 'GROSS_MOTOR', months: 13 },
    { domain: 'EXPRESSIVE_LANGUAGE', months: 9 },
  ];
  expect((await request.put(`/api/admin/examinations/${id}/results`, { headers: admin, data: { results } })).ok()).toBeTruthy();

  // The parent reads the chart (also a table) and the publisher's PDF in the page, and downloads it.
  await page.goto(`/kcdi/Result?examinationId=${id}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(ko('Social')) })).toContainText(ko('{0} months').replace('{0}', '14'));
  await expect(table.getByRole('row', { name: new RegExp(ko('Expressive language')) })).toContainText(ko('Talk with an expert'));
  await expect(page.getByRole('group', { name: /K-CDI/ })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/kcdi-result.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ko('Download the PDF') }).click();
  const file = await download;
  expect((await readFile((await file.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
