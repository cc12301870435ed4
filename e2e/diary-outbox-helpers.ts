import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, authHeaders, storeTokens, type Tokens } from './fixtures.ts';
import { ko } from './ko.ts';

/** Shared by the offline diary journeys (decision 0033). */

/** A Korea-time date `days` before today (the demo week has entries for the last 7 days only). */
export function koreaDaysAgo(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

type Item = { id: number; entryDate: string };
type Entry = { id: number; contentText: string; title: string | null };

export type Parent = { tokens: Tokens; childId: number; request: APIRequestContext };

/** The demo parent and 도담이, through an API context of its own (the browser's offline switch does not touch it). */
export async function demoParent(request: APIRequestContext): Promise<Parent> {
  const tokens = await apiSignIn(request, 'parent');
  const children = (await (await request.get('/api/members/children', { headers: authHeaders(tokens) })).json()) as {
    data: { children: { id: number; nickname: string }[] };
  };
  const dodam = children.data.children.find((c) => c.nickname === '도담이');
  if (!dodam) throw new Error('no 도담이');
  return { tokens, childId: dodam.id, request };
}

export async function dayEntryOnServer(parent: Parent, date: string): Promise<Entry | null> {
  const res = await parent.request.get(`/api/members/diaries?childId=${parent.childId}&month=${date.slice(0, 7)}`, { headers: authHeaders(parent.tokens) });
  const found = ((await res.json()) as { data: { diaries: Item[] } }).data.diaries.find((item) => item.entryDate === date);
  if (!found) return null;
  return ((await (await parent.request.get(`/api/members/diaries/${found.id}`, { headers: authHeaders(parent.tokens) })).json()) as { data: Entry }).data;
}

export async function deleteDay(parent: Parent, date: string): Promise<void> {
  const entry = await dayEntryOnServer(parent, date);
  if (entry) await parent.request.delete(`/api/members/diaries/${entry.id}`, { headers: authHeaders(parent.tokens) });
}

/** Signs the page in and lets the service worker take over (it precaches every chunk on install). */
export async function openAppOnline(page: Page, parent: Parent): Promise<void> {
  await storeTokens(page, parent.tokens);
  await page.goto('/main');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

export const diaryForm = (page: Page) => page.getByRole('form', { name: ko('Diary') });

/** Adds `words` as a paragraph of its own at the end of the story and saves. */
export async function appendAndSave(page: Page, words: string): Promise<'queued' | 'sent' | 'refused'> {
  const form = diaryForm(page);
  const editor = form.getByTestId('diary-editor');
  await editor.click();
  await page.keyboard.press('Control+End');
  if (((await editor.textContent()) ?? '').trim() !== '') await page.keyboard.press('Enter');
  await page.keyboard.type(words);
  await expect(editor).toContainText(words);
  const fromNewPage = !/\/diary\/write\/\d+$/.test(page.url());
  await form.getByRole('button', { name: ko('Save') }).click();
  // Kept on this device: offline it waits for the connection; online after a failure it is retried (decision 0053).
  const queued = page
    .getByText(ko('Saved on this device. It is sent automatically when you are online.'))
    .or(page.getByText(ko('Saved on this device. The server could not take it just now; it is tried again automatically.')));
  const article = page.getByRole('article');
  // Queued on this device, saved (the read page), or refused because the day got its entry meanwhile (its edit page lists it).
  const outcome = async () => {
    if (await queued.isVisible()) return 'queued';
    if (await article.isVisible()) return 'sent';
    return fromNewPage && /\/diary\/write\/\d+$/.test(page.url()) ? 'refused' : null;
  };
  await expect.poll(outcome, { timeout: 15_000 }).not.toBeNull();
  return (await outcome()) ?? 'queued';
}

/** The outbox rows of this browser (IndexedDB dodam-outbox), as status:date. */
export function outboxRows(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('dodam-outbox');
        open.onerror = () => reject(new Error('no outbox'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('rows')) return resolve([]);
          const all = db.transaction('rows').objectStore('rows').getAll();
          all.onsuccess = () => resolve((all.result as { status: string; entryDate: string }[]).map((row) => `${row.status}:${row.entryDate}`));
          all.onerror = () => reject(new Error('outbox unreadable'));
        };
      }),
  );
}

/**
 * Back online in a dead spot (the diary calls fail), the parent asks to log out from the settings:
 * the dialog, after it says one entry still waits on this phone (decision 0023). The diary calls stay
 * refused until the caller unroutes them.
 */
export async function logoutDialogWithOneWaiting(page: Page, context: BrowserContext): Promise<Locator> {
  await page.route('**/api/members/diaries**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.goto('/my-page/setting');
  await page.getByRole('button', { name: ko('Log out') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    ko('{queued} diary entries are not sent yet. They stay on this phone and are sent when you sign in again.').replace('{queued}', '1'),
  );
  return dialog;
}
