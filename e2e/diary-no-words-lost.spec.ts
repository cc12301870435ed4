import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { authHeaders } from './fixtures.ts';
import {
  appendAndSave,
  dayEntryOnServer,
  deleteDay,
  demoParent,
  diaryForm,
  koreaDaysAgo,
  openAppOnline,
  outboxRows,
  type Parent,
} from './diary-outbox-helpers.ts';
import { ko } from './ko.ts';

/** No words lost offline (decision 0033, SPEC §4 one entry per child per day, SPEC §8 error copy). */

const NO_AREAS = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

async function writeOnServer(parent: Parent, date: string, text: string): Promise<void> {
  const res = await parent.request.post('/api/members/diaries', {
    headers: authHeaders(parent.tokens),
    data: { clientId: crypto.randomUUID(), childId: parent.childId, entryDate: date, title: null, areas: NO_AREAS, content: null, contentText: text },
  });
  expect(res.ok()).toBe(true);
}

test('cold offline: the write page opens from what is stored, and a second entry of the same day joins the queued one (one entry, both texts)', async ({
  page,
  context,
  request,
}) => {
  const parent = await demoParent(request);
  const date = koreaDaysAgo(20);
  await deleteDay(parent, date);
  try {
    // Online only on /main: the write page itself was never opened on this device.
    await openAppOnline(page, parent);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    // The .br and .gz copies are the same files compressed for the wire (decision 0036); the worker caches the files themselves.
    // The back office and the lab (assets/desk/, the lab's PDF libraries) are not for a member's phone (decisions 0040, 0041).
    const chunks = readdirSync(new URL('../dist/assets/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name) && !/^(pdf-viewer|pdf-lab-pages|pdf\.worker)/.test(entry.name))
      .map((entry) => `/assets/${entry.name}`);
    expect(chunks.filter((chunk) => !cached.includes(chunk))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`/diary/write?date=${date}`);
    await expect(diaryForm(page)).toBeVisible();
    expect(await appendAndSave(page, '첫 번째로 쓴 오프라인 글')).toBe('queued');

    // The same day again: the queued entry opens for editing instead of a second one.
    await page.goto(`/diary/write?date=${date}`);
    await expect(page.getByText(ko('This entry is waiting to send. What you change here is sent with it.'))).toBeVisible();
    await expect(diaryForm(page).getByTestId('diary-editor')).toContainText('첫 번째로 쓴 오프라인 글');
    expect(await appendAndSave(page, '두 번째로 쓴 오프라인 글')).toBe('queued');
    expect(await outboxRows(page)).toEqual([`waiting:${date}`]);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
    expect((await dayEntryOnServer(parent, date))?.contentText).toBe('첫 번째로 쓴 오프라인 글\n\n두 번째로 쓴 오프라인 글');
  } finally {
    await context.setOffline(false);
    await deleteDay(parent, date);
  }
});

test('a queued write the server refuses stays on its day with the reason: merge into the day, keep as a draft, or discard after a confirmation', async ({
  page,
  context,
  request,
}) => {
  const parent = await demoParent(request);
  const [mergeDay, draftDay] = [koreaDaysAgo(22), koreaDaysAgo(23)] as const;
  const cleanup = async () => {
    await deleteDay(parent, mergeDay);
    await deleteDay(parent, draftDay);
  };
  await cleanup();
  try {
    await openAppOnline(page, parent);
    await context.setOffline(true);
    for (const [date, text] of [
      [mergeDay, '오프라인에서 쓴 글'],
      [draftDay, '임시로 둘 글'],
    ] as const) {
      await page.goto(`/diary/write?date=${date}`);
      expect(await appendAndSave(page, text)).toBe('queued');
    }
    // Meanwhile another phone wrote both days: the queued creates are refused (409 DiaryAlreadyWrittenException).
    await writeOnServer(parent, mergeDay, '다른 폰에서 쓴 글');
    await writeOnServer(parent, draftDay, '다른 폰의 둘째 글');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outboxRows(page).then((rows) => rows.sort()), { timeout: 15_000 }).toEqual([`rejected:${draftDay}`, `rejected:${mergeDay}`].sort());

    // Its own day's page (now the edit page of the server's entry) shows it with the Korean reason.
    await page.goto(`/diary/write?date=${mergeDay}`);
    await expect(page).toHaveURL(/\/diary\/write\/\d+$/);
    const refused = page.getByRole('region', { name: ko('Entries the server did not accept') });
    await expect(refused).toContainText('오프라인에서 쓴 글');
    await expect(refused).toContainText(ko('A diary for this child on this day already exists. Please open it to add to it.'));
    await expect(refused.getByRole('listitem')).toHaveCount(1);

    // Discard asks first; cancelling keeps it.
    await refused.getByRole('button', { name: ko('Discard') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(ko('Discard this entry?'));
    await dialog.getByRole('button', { name: ko('Cancel') }).click();
    await expect(refused.getByRole('listitem')).toHaveCount(1);

    await refused.getByRole('button', { name: ko("Add to the day's entry") }).click();
    await expect(refused).toHaveCount(0);
    expect((await dayEntryOnServer(parent, mergeDay))?.contentText).toBe('다른 폰에서 쓴 글\n\n오프라인에서 쓴 글');

    // The other one: kept as a draft of that day's entry, the write page restores it.
    await page.goto(`/diary/write?date=${draftDay}`);
    await page
      .getByRole('region', { name: ko('Entries the server did not accept') })
      .getByRole('button', { name: ko('Keep as a draft') })
      .click();
    await expect(page.getByText(ko('Restored what was saved on this device.'))).toBeVisible();
    await expect(diaryForm(page).getByTestId('diary-editor')).toContainText('다른 폰의 둘째 글');
    await expect(diaryForm(page).getByTestId('diary-editor')).toContainText('임시로 둘 글');
    expect(await outboxRows(page)).toEqual([]);
  } finally {
    await context.setOffline(false);
    await cleanup();
  }
});

test("words typed offline stay on the page when the day's entry turns up as the phone comes back online; saved, they join that entry by the parent's choice", async ({
  page,
  context,
  request,
}) => {
  const parent = await demoParent(request);
  // A day of an earlier month: its month list was never loaded on this phone, so offline it waits (paused).
  const day = koreaDaysAgo(45);
  await deleteDay(parent, day);
  try {
    await openAppOnline(page, parent);
    await context.setOffline(true);
    await page.goto(`/diary/write?date=${day}`);
    const editor = diaryForm(page).getByTestId('diary-editor');
    await editor.click();
    await page.keyboard.type('버스에서 쓴 글');
    await expect(editor).toContainText('버스에서 쓴 글');
    // Meanwhile another phone writes the day; back online, this page's month list learns of it.
    await writeOnServer(parent, day, '다른 폰에서 쓴 글');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(
      page.getByText(
        ko('This day already has an entry, saved from elsewhere. Save what you wrote here: it is kept on this device and you can add it to that entry.'),
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/diary\/write\?date=/);
    await expect(editor).toContainText('버스에서 쓴 글');

    await diaryForm(page)
      .getByRole('button', { name: ko('Save') })
      .click();
    await expect(page).toHaveURL(/\/diary\/write\/\d+$/);
    const refused = page.getByRole('region', { name: ko('Entries the server did not accept') });
    await expect(refused).toContainText('버스에서 쓴 글');
    await refused.getByRole('button', { name: ko("Add to the day's entry") }).click();
    await expect(refused).toHaveCount(0);
    expect((await dayEntryOnServer(parent, day))?.contentText).toBe('다른 폰에서 쓴 글\n\n버스에서 쓴 글');
  } finally {
    await context.setOffline(false);
    await deleteDay(parent, day);
  }
});
