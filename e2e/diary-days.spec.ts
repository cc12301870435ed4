import { expect, test, type Page } from '@playwright/test';
import { formatKoreanMonthDayWeekday } from '../src/contract/calendar/format.ts';
import { authHeaders, type Tokens } from './fixtures.ts';
import { diaryForm, koreaDaysAgo } from './diary-outbox-helpers.ts';
import { koreaToday, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * Decision 0081: a missed day is written from the month list and from the form's date field, also
 * once today's entry exists (SPEC §4 holds only edits to their day); Back keeps the diary search;
 * deleting says so and returns to the list; offline, a month or a search never loaded says so, a
 * waiting edit and the stored entry of its day are one row (in the search too, decision 0086), and the
 * banner leaves the header free.
 */

const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

async function writeOnServer(page: Page, tokens: Tokens, childId: number, entryDate: string, title: string, text: string): Promise<number> {
  const res = await page.request.post('/api/members/diaries', {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': crypto.randomUUID() },
    data: { clientId: crypto.randomUUID(), childId, entryDate, title, areas: none, content: null, contentText: text },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function daysOnServer(page: Page, tokens: Tokens, childId: number): Promise<string[]> {
  const res = await page.request.get(`/api/members/diaries?childId=${childId}`, { headers: authHeaders(tokens) });
  return ((await res.json()) as { data: { diaries: { entryDate: string }[] } }).data.diaries.map((d) => d.entryDate).sort();
}

/** /diary showing the month of `date` (the list opens on this month). */
async function diaryAtMonthOf(page: Page, date: string): Promise<void> {
  await page.goto(date.slice(0, 7) === koreaToday().slice(0, 7) ? '/diary' : `/diary?month=${date.slice(0, 7)}`);
}

const writeDay = (date: string) => ko('{day}: write this day').replace('{day}', formatKoreanMonthDayWeekday(date));

test('a missed day is written from the month list and from the form once today is written', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 40);
  const today = koreaToday();
  const yesterday = koreaDaysAgo(1);
  const earlier = koreaDaysAgo(3);
  await writeOnServer(page, tokens, childId, today, '오늘 일기', '오늘도 잘 놀았어요');

  // The month list offers the days without an entry; today, written, is not among them.
  await diaryAtMonthOf(page, yesterday);
  const missed = page.getByRole('list', { name: ko('Days without an entry') });
  await expect(missed.getByRole('link', { name: writeDay(yesterday) })).toBeVisible();
  await expect(missed.getByRole('link', { name: writeDay(today) })).toHaveCount(0);
  await missed.getByRole('link', { name: writeDay(yesterday) }).click();
  await expect(page).toHaveURL(new RegExp(`/diary/write\\?date=${yesterday}$`));
  const form = diaryForm(page);
  await expect(form.getByLabel(ko('Date'))).toHaveValue(yesterday);
  await form.getByRole('textbox', { name: ko('Title'), exact: true }).fill('어제 못 쓴 일기');
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(page.getByRole('heading', { name: '어제 못 쓴 일기' })).toBeVisible();

  // The form: /diary/write opens today's entry, whose date field opens another day; the entry keeps its day.
  await page.goto('/diary/write');
  await expect(page).toHaveURL(/\/diary\/write\/\d+$/);
  const edit = diaryForm(page);
  await expect(edit.getByRole('textbox', { name: ko('Title'), exact: true })).toHaveValue('오늘 일기');
  await expect(edit.getByText(ko("This entry keeps its day. Pick another day to write or open that day's entry."))).toBeVisible();
  // A day before the birth (or a year half typed) is no day to write: the page stays.
  await edit.getByLabel(ko('Date')).fill('2001-01-01');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/diary\/write\/\d+$/);
  await expect(edit.getByRole('textbox', { name: ko('Title'), exact: true })).toHaveValue('오늘 일기');
  await edit.getByLabel(ko('Date')).fill(earlier);
  await expect(page).toHaveURL(new RegExp(`/diary/write\\?date=${earlier}$`));
  const other = diaryForm(page);
  await expect(other.getByLabel(ko('Date'))).toHaveValue(earlier);
  await other.getByRole('textbox', { name: ko('Title'), exact: true }).fill('사흘 전 일기');
  await other.getByRole('button', { name: ko('Save') }).click();
  await expect(page.getByRole('heading', { name: '사흘 전 일기' })).toBeVisible();
  expect(await daysOnServer(page, tokens, childId)).toEqual([earlier, yesterday, today]);

  // Back on the list those days are written, and today's entry is as it was.
  await diaryAtMonthOf(page, earlier);
  await expect(page.getByRole('list', { name: ko('Days without an entry') }).getByRole('link', { name: writeDay(earlier) })).toHaveCount(0);
  await expect(page.getByRole('list', { name: new RegExp(ko('Entries of {monthLabel}').replace('{monthLabel}', '.+')) })).toContainText('사흘 전 일기');
});

test('Back keeps the search and its results; deleting says so and returns to the list', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 60);
  await writeOnServer(page, tokens, childId, koreaToday(), '공원 산책', '오늘은 공원에 갔어요');
  await writeOnServer(page, tokens, childId, koreaDaysAgo(2), '동네 산책', '유모차로 한 바퀴');
  await page.goto('/main');
  await page.goto('/diary');
  const box = page.getByRole('searchbox', { name: ko('Search all entries') });
  await box.fill('산책');
  const results = page.getByRole('list', { name: ko('Entries matching “{q}”').replace('{q}', '산책') });
  await expect(results.getByRole('link')).toHaveCount(2);
  await results.getByRole('link').filter({ hasText: '동네 산책' }).click();
  await expect(page.getByRole('heading', { name: '동네 산책' })).toBeVisible();

  await page.goBack();
  await expect(box).toHaveValue('산책');
  await expect(results.getByRole('link')).toHaveCount(2);

  // Delete the entry opened from the results: it says so, the results show again without it.
  await results.getByRole('link').filter({ hasText: '동네 산책' }).click();
  await page.getByRole('button', { name: ko('Delete') }).click();
  await page
    .getByRole('dialog', { name: ko('Delete this entry?') })
    .getByRole('button', { name: ko('Delete') })
    .click();
  await expect(page.getByText(ko('The entry has been deleted.'))).toBeVisible();
  await expect(page).toHaveURL(/\/diary\?q=/);
  await expect(box).toHaveValue('산책');
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results).not.toContainText('동네 산책');
  // The deleted entry's page is not left in history: Back leaves the diary.
  await page.goBack();
  await expect(page).toHaveURL(/\/main$/);
});

test('offline: a month or a search never loaded says so, a waiting edit is one row with its day (also in the search), the banner leaves the header free', async ({
  page,
  context,
}) => {
  // A service worker, two offline reloads and the search online and offline: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const { tokens, childId } = await parentWithChild(page, 120);
  const diaryId = await writeOnServer(page, tokens, childId, koreaToday(), '원래 제목', '아침에 일찍 일어났어요');
  await page.goto('/main');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Opened online: this month's list and the entry are kept on this phone.
  await page.goto('/diary');
  await expect(page.getByRole('list', { name: new RegExp(ko('Entries of {monthLabel}').replace('{monthLabel}', '.+')) })).toContainText('원래 제목');
  // A search made online is kept too: it found the server's copy of today.
  const box = page.getByRole('searchbox', { name: ko('Search all entries') });
  const found = (q: string) => page.getByRole('list', { name: ko('Entries matching “{q}”').replace('{q}', q) });
  await box.fill('일찍');
  await expect(found('일찍').getByRole('link')).toHaveCount(1);
  await expect(found('일찍')).toContainText('원래 제목');
  await page.goto(`/diary/write/${diaryId}`);
  await expect(diaryForm(page).getByRole('textbox', { name: ko('Title'), exact: true })).toHaveValue('원래 제목');

  await context.setOffline(true);
  const title = diaryForm(page).getByRole('textbox', { name: ko('Title'), exact: true });
  await title.fill('고친 제목');
  await diaryForm(page)
    .getByRole('button', { name: ko('Save') })
    .click();
  await expect(page.getByText(ko('Saved on this device. It is sent automatically when you are online.'))).toBeVisible();

  // One row for today: the waiting edit, not also the stored copy it replaces.
  await page.goto('/diary');
  const waiting = page.getByRole('list', { name: ko('Waiting to send') });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting).toContainText('고친 제목');
  await expect(page.getByText('원래 제목')).toHaveCount(0);

  // The banner sits above the header: the back button is in sight and is what a tap there reaches, also scrolled.
  const banner = page.getByText(ko('You are offline. Showing the pages you have already visited.'));
  await expect(banner).toBeVisible();
  // A short screen, so that the page scrolls under the sticky header.
  await page.setViewportSize({ width: 360, height: 480 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const back = page.getByRole('button', { name: ko('Back') });
  const bannerBox = await banner.boundingBox();
  const backBox = await back.boundingBox();
  if (!bannerBox || !backBox) throw new Error('banner or back button not laid out');
  expect(backBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null, {
    x: backBox.x + backBox.width / 2,
    y: backBox.y + backBox.height / 2,
  });
  expect(hit).toBe(ko('Back'));

  // The kept search shows the day once (decision 0086): the waiting edit holds the word, so it stands
  // for the day with its state and opens the day's write; the server's older copy steps aside.
  await page.evaluate(() => window.scrollTo(0, 0));
  await box.fill('일찍');
  await expect(found('일찍').getByRole('link')).toHaveCount(1);
  await expect(found('일찍')).toContainText('고친 제목');
  await expect(found('일찍')).toContainText(ko('Waiting to send'));
  await expect(found('일찍')).not.toContainText('원래 제목');
  // A word only the waiting edit holds is found on this phone, beside the note that the server's results are not kept.
  await box.fill('고친');
  await expect(page.getByText(ko('These search results have not been kept on this phone yet. They show once you are back online.'))).toBeVisible();
  await expect(found('고친').getByRole('link')).toHaveCount(1);
  await found('고친').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/diary/write\\?date=${koreaToday()}`));
  await expect(diaryForm(page).getByRole('textbox', { name: ko('Title'), exact: true })).toHaveValue('고친 제목');
  await page.goBack();
  await box.fill('');

  // A month never opened and a search never made say so instead of spinning.
  await page.getByRole('button', { name: ko('Previous month') }).click();
  await expect(page.getByText(ko("This month's entries have not been kept on this phone yet. They show once you are back online."))).toBeVisible();
  await page.getByRole('searchbox', { name: ko('Search all entries') }).fill('이유식');
  await expect(page.getByText(ko('These search results have not been kept on this phone yet. They show once you are back online.'))).toBeVisible();
  await expect(page.getByText(ko('Searching all entries…'))).toHaveCount(0);

  // Online again: the edit is sent and the day is one row with the new title.
  await context.setOffline(false);
  await page.goto('/diary');
  await expect(waiting).toHaveCount(0, { timeout: 20_000 });
  const entries = page.getByRole('list', { name: new RegExp(ko('Entries of {monthLabel}').replace('{monthLabel}', '.+')) });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries).toContainText('고친 제목');
});
