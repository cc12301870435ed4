import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, authHeaders, storeTokens, type Tokens } from './fixtures.ts';
import { logoutDialogWithOneWaiting } from './diary-outbox-helpers.ts';
import { ko } from './ko.ts';

/** A Korea-time date `days` before today (the demo week has entries for the last 7 days only). */
function koreaDaysAgo(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

type Item = { id: number; entryDate: string; title: string | null; thumbnailUrl: string | null };

async function entries(request: APIRequestContext, tokens: Tokens, childId: number): Promise<Item[]> {
  const res = await request.get(`/api/members/diaries?childId=${childId}`, { headers: authHeaders(tokens) });
  return ((await res.json()) as { data: { diaries: Item[] } }).data.diaries;
}

test('offline: two entries (one with a photo) and a draft survive an offline reload and arrive exactly once when online', async ({ page, context }) => {
  // Eleven page loads, most of them offline: a busy machine stretches it past the default bound (decision 0092).
  test.setTimeout(180_000);
  const tokens = await apiSignIn(page.request, 'parent');
  const children = (await (await page.request.get('/api/members/children', { headers: authHeaders(tokens) })).json()) as {
    data: { children: { id: number; nickname: string }[] };
  };
  const dodam = children.data.children.find((c) => c.nickname === '도담이');
  if (!dodam) throw new Error('no 도담이');
  const dates = [koreaDaysAgo(12), koreaDaysAgo(11), koreaDaysAgo(10)] as const;
  const titles = ['오프라인 일기 하나', '오프라인 일기 둘'];
  const cleanup = async () => {
    for (const item of await entries(page.request, tokens, dodam.id)) {
      if (dates.includes(item.entryDate as (typeof dates)[number]))
        await page.request.delete(`/api/members/diaries/${item.id}`, { headers: authHeaders(tokens) });
    }
  };
  await cleanup();
  try {
    await storeTokens(page, tokens);
    // Visit the pages online once: the service worker takes over and the query cache is persisted.
    await page.goto('/main');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    for (const date of dates) {
      await page.goto(`/diary/write?date=${date}`);
      await expect(page.getByRole('form', { name: ko('Diary') })).toBeVisible();
    }

    await context.setOffline(true);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5da0f0' } })
      .png()
      .toBuffer();
    for (const [index, title] of titles.entries()) {
      await page.goto(`/diary/write?date=${dates[index]}`);
      const form = page.getByRole('form', { name: ko('Diary') });
      await form.getByRole('textbox', { name: ko('Title'), exact: true }).fill(title);
      if (index === 0) {
        await form.locator('input[type=file]').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: png });
        await expect(form.getByRole('img', { name: ko('New photo {n}').replace('{n}', '1') })).toBeVisible();
      }
      await form.getByRole('button', { name: ko('Save') }).click();
      await expect(page.getByText(ko('Saved on this device. It is sent automatically when you are online.'))).toBeVisible();
    }
    // A third day only typed, not saved: its draft autosaves.
    await page.goto(`/diary/write?date=${dates[2]}`);
    await page
      .getByRole('form', { name: ko('Diary') })
      .getByRole('textbox', { name: ko('Title'), exact: true })
      .fill('쓰다 만 일기');
    await page.waitForTimeout(800);

    await page.reload();
    await expect(page.getByText(ko('Restored what was saved on this device.'))).toBeVisible();
    await expect(page.getByRole('form', { name: ko('Diary') }).getByRole('textbox', { name: ko('Title'), exact: true })).toHaveValue('쓰다 만 일기');
    const waiting = page.getByRole('list', { name: ko('Waiting to send') });
    for (const title of titles) await expect(waiting.getByRole('listitem').filter({ hasText: title })).toContainText(ko('Waiting to send'));
    expect(
      await entries(page.request, tokens, dodam.id).then((list) => list.filter((d) => dates.includes(d.entryDate as (typeof dates)[number]))),
    ).toHaveLength(0);

    // Flap the network while the flush runs: whatever reached the server is replayed, never duplicated.
    for (const pause of [40, 120, 250]) {
      await context.setOffline(false);
      await page.waitForTimeout(pause);
      await context.setOffline(true);
      await page.waitForTimeout(150);
    }
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(waiting).toHaveCount(0, { timeout: 20_000 });
    const arrived = (await entries(page.request, tokens, dodam.id)).filter((d) => dates.includes(d.entryDate as (typeof dates)[number]));
    expect(arrived.map((d) => d.title).sort()).toEqual([...titles].sort());
    expect(arrived).toHaveLength(2);
    expect(arrived.find((d) => d.title === titles[0])?.thumbnailUrl).toBeTruthy();
    // The sent entries show in the month list; the draft is still here until discarded.
    await page.getByRole('button', { name: ko('Discard the draft') }).click();
    await expect(page.getByRole('form', { name: ko('Diary') }).getByRole('textbox', { name: ko('Title'), exact: true })).toHaveValue('');
  } finally {
    await context.setOffline(false);
    await cleanup();
  }
});

test('logging out with an entry still queued says it stays on this phone until this parent signs in again (decision 0023)', async ({ page, context }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const children = (await (await page.request.get('/api/members/children', { headers: authHeaders(tokens) })).json()) as {
    data: { children: { id: number; nickname: string }[] };
  };
  const dodam = children.data.children.find((c) => c.nickname === '도담이');
  if (!dodam) throw new Error('no 도담이');
  const date = koreaDaysAgo(14);
  const cleanup = async () => {
    for (const item of await entries(page.request, tokens, dodam.id)) {
      if (item.entryDate === date) await page.request.delete(`/api/members/diaries/${item.id}`, { headers: authHeaders(tokens) });
    }
  };
  await cleanup();
  try {
    await storeTokens(page, tokens);
    await page.goto(`/diary/write?date=${date}`);
    const form = page.getByRole('form', { name: ko('Diary') });
    await expect(form).toBeVisible();
    await context.setOffline(true);
    await form.getByRole('textbox', { name: ko('Title'), exact: true }).fill('로그아웃 전 일기');
    await form.getByRole('button', { name: ko('Save') }).click();
    await expect(page.getByText(ko('Saved on this device. It is sent automatically when you are online.'))).toBeVisible();

    // Back online but the diary calls still fail (a dead spot): the entry keeps waiting while the settings load.
    const dialog = await logoutDialogWithOneWaiting(page, context);
    await dialog.getByRole('button', { name: ko('Cancel') }).click();

    await page.unroute('**/api/members/diaries**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await entries(page.request, tokens, dodam.id)).filter((d) => d.entryDate === date).length, { timeout: 15_000 }).toBe(1);
  } finally {
    await context.setOffline(false);
    await cleanup();
  }
});
