import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, authHeaders, storeTokens, type Tokens } from './fixtures.ts';
import { ko } from './ko.ts';

/**
 * SPEC §2: /main for a member — the selected child's card (SPEC §3, age display or D-day of SPEC
 * §4), today's diary, next vaccination and checkup, latest growth with its WHO percentile, an open
 * child word — switching child on /main, and /main read offline from the persisted cache.
 * Specs share one database: the selection is put back to 도담이 at the end.
 */

type Child = { id: number; nickname: string; selected: boolean };

async function children(request: APIRequestContext, tokens: Tokens): Promise<Child[]> {
  const res = await request.get('/api/members/children', { headers: authHeaders(tokens) });
  const body: { data: { children: Child[] } } = await res.json();
  return body.data.children;
}

async function childId(request: APIRequestContext, tokens: Tokens, nickname: string): Promise<number> {
  const child = (await children(request, tokens)).find((c) => c.nickname === nickname);
  if (!child) throw new Error(`demo child ${nickname} missing`);
  return child.id;
}

async function selectByApi(request: APIRequestContext, tokens: Tokens, id: number): Promise<void> {
  expect((await request.put(`/api/members/children/${id}/select`, { headers: authHeaders(tokens) })).ok()).toBeTruthy();
}

/** A message with one placeholder, as the Korean catalogue has it, turned into a pattern. */
const koPattern = (source: string, placeholder: string, value: string) =>
  new RegExp(
    ko(source)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(`\\{${placeholder}\\}`, value),
  );

/** Where the latest growth stands, in words (decision 0075): '상위 12%' or '하위 8%', never a percentile figure. */
const STANDING = new RegExp(`^(${koPattern('top {share}%', 'share', '\\d+').source}|${koPattern('bottom {share}%', 'share', '\\d+').source})$`);

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const selectedChild = (page: Page) => page.getByRole('region', { name: ko('Selected child') });
const DDAY = /D [-+] (\d+|Day)/;

test('/main shows 도담이 with the next vaccination and checkup, the latest growth percentile and an open child word', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const dodam = await childId(page.request, tokens, '도담이');
  await selectByApi(page.request, tokens, dodam);
  await storeTokens(page, tokens);
  await page.goto('/main');

  // The child's card: age display (about 13 months: months and days, SPEC §4) and a link to the child's page.
  await expect(selectedChild(page)).toContainText('도담이');
  await expect(page.getByTestId('home-child-age')).toHaveText(/^\d+개월 \d+일$/);
  await expect(selectedChild(page).getByRole('link', { name: ko("{nickname}'s page").replace('{nickname}', '도담이') })).toHaveAttribute(
    'href',
    `/my-page/child-info/${dodam}?tab=profile`,
  );
  await expect(page.getByRole('button', { name: '도담이' })).toHaveAttribute('aria-pressed', 'true');

  // Today's diary (Korean date with the weekday): the demo seed wrote today's entry, so the card
  // says so and opens it instead of asking about today again (decision 0034).
  const diary = page.getByRole('link', { name: koPattern("Today's diary · {today}", 'today', '\\d{1,2}월 \\d{1,2}일 .요일') });
  await expect(diary).toHaveAttribute('href', /^\/diary\/read\/\d+$/);
  await expect(diary).toContainText(ko("Today's entry is written. Open it"));

  // Next vaccination and checkup: name, Korean window, status chip and D-day badge, link to the tab.
  const vaccination = card(page, ko('Next vaccination'));
  await expect(vaccination).toContainText(/\d+차/);
  await expect(vaccination).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 – (\d{4}년 )?\d{1,2}월 \d{1,2}일/); // one range form (decision 0075)
  await expect(vaccination).toContainText(DDAY);
  await expect(vaccination.getByRole('link', { name: ko('All vaccinations') })).toHaveAttribute('href', `/my-page/child-info/${dodam}?tab=vaccinations`);
  const checkup = card(page, ko('Next checkup'));
  await expect(checkup).toContainText('영유아');
  await expect(checkup).toContainText(DDAY);
  await expect(checkup.getByRole('link', { name: ko('All health checkups') })).toHaveAttribute('href', `/my-page/child-info/${dodam}?tab=checkups`);

  // Latest growth point: date, height and weight each with its WHO percentile.
  const growth = card(page, ko('Growth'));
  await expect(growth).toContainText(koPattern('Measured on {date}', 'date', '\\d{4}년 \\d{1,2}월 \\d{1,2}일'));
  await expect(growth.getByRole('definition').filter({ hasText: /cm$/ })).toHaveText(/^\d+(\.\d)?cm$/);
  await expect(growth.getByRole('definition').filter({ hasText: STANDING })).toHaveCount(2);
  await expect(growth.getByRole('link', { name: ko('Growth records') })).toHaveAttribute('href', `/my-page/child-info/${dodam}?tab=growth`);

  // An unanswered child word with a button to answer it, and every word.
  const words = card(page, ko('Child words'));
  await expect(words.getByRole('link', { name: ko('Write an answer') })).toHaveAttribute(
    'href',
    new RegExp(`^/my-page/child-words/${dodam}/write\\?messageId=\\d+$`),
  );
  await expect(words.getByRole('link', { name: ko('All child words') })).toHaveAttribute('href', `/my-page/child-words/${dodam}`);
  await words.getByRole('link', { name: ko('Write an answer') }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/child-words/${dodam}/write\\?messageId=\\d+$`));
});

test('switching to the unborn 튼튼이 on /main shows the D-day and the birth notes; switching back restores 도담이', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const dodam = await childId(page.request, tokens, '도담이');
  const teunteun = await childId(page.request, tokens, '튼튼이');
  await selectByApi(page.request, tokens, dodam);
  await storeTokens(page, tokens);
  try {
    await page.goto('/main');
    await expect(selectedChild(page)).toContainText('도담이');
    await expect(card(page, ko('Next vaccination'))).toBeVisible();

    // Keyboard: the chooser's buttons are reached and pressed like any button.
    const chooser = page.getByRole('group', { name: ko('Switch child') });
    await chooser.getByRole('button', { name: '튼튼이' }).focus();
    await page.keyboard.press('Enter');
    await expect(chooser.getByRole('button', { name: '튼튼이' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chooser.getByRole('button', { name: '도담이' })).toHaveAttribute('aria-pressed', 'false');

    // The whole page follows, without a reload: D-day and due date, notes instead of schedules and growth.
    await expect(selectedChild(page)).toContainText('튼튼이');
    await expect(page.getByTestId('home-child-age')).toHaveText(/^D - \d+$/);
    await expect(selectedChild(page)).toContainText(koPattern('Due on {0}', '0', '\\d{4}년 \\d{1,2}월 \\d{1,2}일'));
    const afterBirth = card(page, ko('After birth'));
    await expect(afterBirth).toContainText(
      ko('The vaccination and health checkup schedules start at birth. Once the birth is recorded, the next ones appear here with their dates.'),
    );
    await expect(afterBirth).toContainText(ko('Growth records start at birth too, with the WHO percentiles.'));
    await expect(afterBirth.getByRole('link', { name: ko('Record the birth') })).toHaveAttribute('href', `/my-page/child-info/${teunteun}?tab=profile`);
    await expect(card(page, ko('Next vaccination'))).toHaveCount(0);
    await expect(card(page, ko('Growth'))).toHaveCount(0);
    await expect(card(page, ko('Child words')).getByRole('link', { name: ko('Write an answer') })).toHaveAttribute(
      'href',
      new RegExp(`^/my-page/child-words/${teunteun}/write\\?messageId=\\d+$`),
    );
    // No diary is offered for an unborn child (SPEC §4, decision 0034): the card leads to the diary home, which explains.
    await expect(page.getByTestId('home-diary-card')).toHaveAttribute('href', '/diary');
    await expect(page.getByTestId('home-diary-card')).toContainText(ko('A diary for {nickname} starts at birth.').replace('{nickname}', '튼튼이'));

    // The selection is the server's and the local copies follow it (SPEC §3 user, childInfo).
    await expect.poll(async () => (await children(page.request, tokens)).find((c) => c.selected)?.id).toBe(teunteun);
    const stored = await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('childInfo')]);
    expect(JSON.parse(stored[0] ?? '{}')).toMatchObject({ selectedChildId: teunteun });
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ id: teunteun, nickname: '튼튼이' });
    await page.reload();
    await expect(selectedChild(page)).toContainText('튼튼이');

    // And back.
    await page.getByRole('button', { name: '도담이' }).click();
    await expect(selectedChild(page)).toContainText('도담이');
    await expect(page.getByTestId('home-child-age')).toHaveText(/^\d+개월 \d+일$/);
    await expect(card(page, ko('Next vaccination'))).toContainText(DDAY);
    await expect(card(page, ko('After birth'))).toHaveCount(0);
    await expect.poll(async () => (await children(page.request, tokens)).find((c) => c.selected)?.id).toBe(dodam);
  } finally {
    await selectByApi(page.request, tokens, dodam);
  }
});

test('a member\u2019s /main reloads offline from the persisted cache, every card included', async ({ page, context }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  await selectByApi(page.request, tokens, await childId(page.request, tokens, '도담이'));
  await storeTokens(page, tokens);
  await page.goto('/main');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const growth = card(page, ko('Growth'));
  await expect(growth.getByRole('definition').filter({ hasText: STANDING }).first()).toBeVisible();
  await expect(card(page, ko('Child words')).getByRole('link', { name: ko('Write an answer') })).toBeVisible();
  await expect(card(page, ko('Next checkup'))).toContainText(DDAY);
  // The cache is written to IndexedDB (throttled) after the queries settle: wait until it holds every card's data.
  await expect.poll(() => persistedQueryKeys(page)).toEqual(expect.arrayContaining(['measurements', 'child-words', 'schedules']));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(selectedChild(page)).toContainText('도담이');
    await expect(card(page, ko('Next vaccination'))).toContainText(DDAY);
    await expect(card(page, ko('Next checkup'))).toContainText(DDAY);
    await expect(growth.getByRole('definition').filter({ hasText: STANDING })).toHaveCount(2);
    await expect(card(page, ko('Child words')).getByRole('link', { name: ko('Write an answer') })).toBeVisible();
    // Switching needs the server: offline the chooser says so instead of queueing.
    await expect(page.getByText(ko('You can switch children when you are back online.'))).toBeVisible();
    await expect(page.getByRole('button', { name: '튼튼이' })).toHaveAttribute('aria-disabled', 'true');
  } finally {
    await context.setOffline(false);
  }
});

/** The first word of each successful query in the persisted cache (src/lib/query/persist.ts: database dodam, store query-cache). */
function persistedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('dodam');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
          const read = db.transaction('query-cache').objectStore('query-cache').get('dodam-query-cache');
          read.onerror = () => resolve([]);
          read.onsuccess = () => {
            const client = read.result as { clientState?: { queries?: { queryKey: unknown[]; state: { status: string } }[] } } | undefined;
            const queries = client?.clientState?.queries ?? [];
            const words = queries
              .filter((q) => q.state.status === 'success')
              .map((q) => (q.queryKey[0] === 'child' ? String(q.queryKey[2]) : String(q.queryKey[0])));
            db.close();
            resolve(words);
          };
        };
      }),
  );
}
