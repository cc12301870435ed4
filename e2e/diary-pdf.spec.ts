import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, authHeaders, storeTokens, type Tokens } from './fixtures.ts';
import { ko } from './ko.ts';
import { pdfText } from './pdf.ts';

// Decision 0028: a paid DIARY_PDF item (made by the test fixture route; the payment journey is the
// payments spec's) → choose the child and the period → make the book → download it and read its
// text with pdfjs. The diary page offers the book through the SPEC §3 payment draft.

const koreaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const koreaDayWithWeekday = (date: Date) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }).format(date);
/** What the page's "last 3 months" preset starts with. */
function threeMonthsBefore(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 4, 1));
  const last = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(d, last) + 1);
  return back.toISOString().slice(0, 10);
}

/** `days` Korea days before `today` (YYYY-MM-DD). */
const daysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The demo parent, signed in, with a new paid book item for 도담이 (the seeded week of entries). */
async function parentWithPaidBook(page: Page): Promise<{ tokens: Tokens; childId: number; itemId: number }> {
  const tokens = await apiSignIn(page.request, 'parent');
  const children = (await (await page.request.get('/api/members/children', { headers: authHeaders(tokens) })).json()) as {
    data: { children: { id: number; nickname: string }[] };
  };
  const dodam = children.data.children.find((child) => child.nickname === '도담이');
  if (!dodam) throw new Error('no 도담이 in the demo data');
  const res = await page.request.post('/api/members/test-fixtures/paid-diary-pdf-item', { headers: authHeaders(tokens), data: { childId: dodam.id } });
  expect(res.ok()).toBeTruthy();
  const { data } = (await res.json()) as { data: { orderItemId: number } };
  await storeTokens(page, tokens);
  return { tokens, childId: dodam.id, itemId: data.orderItemId };
}

test('makes the diary PDF book of a paid item with progress, downloads it, and it reads as the diary', async ({ page }) => {
  const { itemId, tokens, childId } = await parentWithPaidBook(page);
  await page.goto(`/my-page/payment-history/${itemId}/pdf-create`);
  await expect(page.getByRole('heading', { name: ko('Diary PDF book'), level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: ko('Which diary goes into the book?') });
  await expect(form.getByRole('radio', { name: '도담이' })).toBeChecked();
  // The last 3 months by default, with the entries they hold (the demo week and the two months of
  // the monthly reports' diary, decision 0067), as the server counts them.
  const today = koreaToday();
  await expect(form.getByLabel(ko('From'))).toHaveValue(threeMonthsBefore(today));
  await expect(form.getByLabel(ko('To'))).toHaveValue(today);
  const entriesText = (n: number) => ko('<0>{entries}</0> entries in this period').replace('<0>{entries}</0>', String(n));
  const counted = await page.request.get(`/api/members/diary-pdf/entry-count?childId=${childId}&from=${threeMonthsBefore(today)}&to=${today}`, {
    headers: authHeaders(tokens),
  });
  const { data: count } = (await counted.json()) as { data: { entries: number } };
  expect(count.entries).toBeGreaterThan(7);
  await expect(form.getByText(entriesText(count.entries), { exact: true })).toBeVisible();
  const sevenEntries = entriesText(7);

  // Korean messages for a period that cannot be a book.
  await form.getByLabel(ko('From')).fill(today);
  await form.getByLabel(ko('To')).fill(threeMonthsBefore(today));
  await expect(form.getByRole('alert')).toHaveText(ko('The first day is after the last day.'));
  await expect(form.getByRole('button', { name: ko('Make the PDF') })).toBeDisabled();
  const longAgo = threeMonthsBefore(threeMonthsBefore(today));
  await form.getByLabel(ko('From')).fill(longAgo);
  await form.getByLabel(ko('To')).fill(longAgo);
  await expect(form.getByText(ko('No diary entries were written in this period. Choose another period.'))).toBeVisible();
  await expect(form.getByRole('button', { name: ko('Make the PDF') })).toBeDisabled();
  await form.getByRole('button', { name: ko('Last {months} months').replace('{months}', '3') }).click();
  await expect(form.getByText(entriesText(count.entries), { exact: true })).toBeVisible();
  // The book of the demo week: its last 7 days.
  await form.getByLabel(ko('From')).fill(daysBefore(today, 6));
  await form.getByLabel(ko('To')).fill(today);
  await expect(form.getByText(sevenEntries, { exact: true })).toBeVisible();

  // Making it is asked once more: the period cannot be changed afterwards.
  await form.getByRole('button', { name: ko('Make the PDF') }).click();
  const confirm = page.getByRole('dialog', { name: ko('Make the book with this period?') });
  await expect(confirm).toContainText('도담이');
  await confirm.getByRole('button', { name: ko('Make it') }).click();
  // The progress (a percentage, polled) until the book is ready.
  const ready = page.getByRole('heading', { name: ko('{childName}’s diary book is ready').replace('{childName}', '도담이') });
  await expect(page.getByRole('progressbar', { name: ko('Progress of the PDF book') }).or(ready)).toBeVisible();
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/일기 7편 · \d+쪽/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ko('Download the PDF') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^도담이 육아일기 \d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const pages = await pdfText(bytes);
  expect(pages).toHaveLength(8);
  expect(pages[0]).toContain('도담이의육아일기');
  expect(pages[0]).toContain('일기7편');
  const all = pages.join('');
  expect(all).toContain(koreaDayWithWeekday(new Date()).replace(/\s+/g, ''));
  expect(all).toContain('오늘도담이가소파를잡지않고세걸음을걸었어요!');
  expect(all).toContain('소고기진밥');
  // Page numbers from the first entry page.
  pages.slice(1).forEach((text, i) => expect(text.startsWith(String(i + 2))).toBe(true));

  // Downloadable again later: the page shows the made book on the next visit.
  await page.reload();
  await expect(ready).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Download the PDF') })).toBeEnabled();
});

test('the diary page offers the book: the payment draft for DIARY_PDF of the child, then /payments', async ({ page }) => {
  const { childId } = await parentWithPaidBook(page);
  // A day without an entry: the write page with the month's list (today's entry opens its edit page).
  // 100 days back is before the demo's diary (its week and the two months of the monthly reports).
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - 100 * 86_400_000));
  await page.goto(`/diary/write?date=${day}`);
  const offer = page.getByRole('region', { name: ko('A PDF book of {childName}’s diary').replace('{childName}', '도담이') });
  await expect(offer).toContainText('10,000');
  await offer.getByRole('button', { name: ko('Make a diary PDF book') }).click();
  await expect(page).toHaveURL(/\/payments$/);
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('payment') ?? 'null') as unknown);
  expect(draft).toMatchObject({
    orderableDtype: 'DIARY_PDF',
    targetId: childId,
    backUrl: `/diary/write?date=${day}`,
    nextUrl: '/my-page/payment-history/{orderItemId}/pdf-create',
    customerName: '이하늘',
    infoSet: false,
  });
});

test('an unknown order item says so on the page (NoSuchOrderItemException), with the way to the payment history', async ({ page }) => {
  await parentWithPaidBook(page);
  await page.goto('/my-page/payment-history/99999999/pdf-create');
  await expect(page.getByRole('alert')).toHaveText(ko('The order could not be found.'));
  await expect(page.getByRole('link', { name: ko('Go to the payment history') })).toBeVisible();
});
