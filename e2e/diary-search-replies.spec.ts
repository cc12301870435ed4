import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, authHeaders, type Tokens } from './fixtures.ts';
import { koreaToday, overflowing, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * Decision 0073 at 390×844: the diary search looks through every month; saving an entry leaves no
 * editor behind in history; the author copies their words and replies to comments on the entry's
 * own comments page.
 */
const DAY = 86_400_000;
const koreaDayAgo = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - days * DAY));

async function write(page: Page, tokens: Tokens, childId: number, entryDate: string, title: string, contentText: string): Promise<number> {
  const res = await page.request.post('/api/members/diaries', {
    headers: authHeaders(tokens),
    data: {
      clientId: randomUUID(),
      childId,
      entryDate,
      title,
      areas: { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: { mood: 'GOOD', note: null }, breastfeeding: null },
      content: { root: { type: 'root', children: [] } },
      contentText,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('the search finds an entry of an earlier month, with its date, and says when nothing matches', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 300);
  const earlier = koreaDayAgo(62);
  await write(page, tokens, childId, earlier, '병원 가는 날', '예방접종 맞고 씩씩했어요');
  await write(page, tokens, childId, koreaToday(), '오늘', '공원에 다녀왔어요');
  // The first answer waits a little, so that the loading state shows.
  let delayed = false;
  await page.route('**/api/members/diary-search?*', async (route) => {
    if (!delayed) {
      delayed = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.continue();
  });
  await page.goto('/diary');
  const box = page.getByRole('searchbox', { name: ko('Search all entries') });
  await expect(box).toBeVisible();
  await box.fill('예방접종');
  await expect(page.getByText(ko('Searching all entries…'))).toBeVisible();
  const results = page.getByRole('list', { name: ko('Entries matching “{q}”').replace('{q}', '예방접종') });
  await expect(results.getByRole('link')).toHaveCount(1);
  const [year, month, day] = earlier.split('-').map(Number);
  await expect(results.getByRole('link')).toContainText(`${year}년 ${month}월 ${day}일`);
  await expect(results.getByRole('link')).toContainText('병원 가는 날');
  // The month's list steps aside while searching.
  await expect(page.getByRole('heading', { name: /\d+년 \d+월/ })).toHaveCount(0);
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/wt-diary-search-results.png' });

  await box.fill('없는말');
  await expect(page.getByText(ko('No entry in any month matches “{q}”.').replace('{q}', '없는말'))).toBeVisible();
  await page.screenshot({ path: '/tmp/wt-diary-search-empty.png' });
  await box.fill('');
  await expect(page.getByRole('heading', { name: /\d+년 \d+월/ })).toBeVisible();

  await box.fill('예방');
  await results
    .or(page.getByRole('list', { name: ko('Entries matching “{q}”').replace('{q}', '예방') }))
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/diary\/read\/\d+$/);
  await expect(page.getByRole('heading', { name: '병원 가는 날' })).toBeVisible();
});

test('saving an edit goes back to the entry: Back then leaves it; a new entry replaces the editor', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 300);
  const id = await write(page, tokens, childId, koreaToday(), '아침', '일찍 일어났어요');
  await page.goto('/main');
  await page.goto(`/diary/read/${id}`);
  await page.getByRole('link', { name: ko('Edit') }).click();
  await expect(page).toHaveURL(new RegExp(`/diary/write/${id}$`));
  const form = page.getByRole('form', { name: ko('Diary') });
  await form.getByRole('textbox', { name: ko('Title'), exact: true }).fill('아침 산책');
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(new RegExp(`/diary/read/${id}$`));
  await expect(page.getByRole('heading', { name: '아침 산책' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/main$/);

  // A new entry (yesterday's) from /diary: Back from the saved entry is /diary, not the editor.
  await page.goto('/diary');
  await page.goto(`/diary/write?date=${koreaDayAgo(1)}`);
  const newForm = page.getByRole('form', { name: ko('Diary') });
  await expect(newForm.getByTestId('diary-editor')).toBeVisible();
  await newForm.getByRole('textbox', { name: ko('Title'), exact: true }).fill('어제 일');
  await newForm.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(/\/diary\/read\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/diary$/);
});

test('the author copies the diary text with the keyboard and hears that it was copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { tokens, childId } = await parentWithChild(page, 300);
  const id = await write(page, tokens, childId, koreaToday(), '첫 걸음', '두 발짝 걸었어요');
  await page.goto(`/diary/read/${id}`);
  const copy = page.getByRole('button', { name: ko('Copy the diary text') });
  await expect(copy).toHaveText(ko('Copy'));
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText(ko('Copied.'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('첫 걸음\n\n두 발짝 걸었어요');
  const box = await copy.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: '/tmp/wt-diary-copy-diary.png' });
});

test('the author replies to a comment on the entry\u2019s own comments page; the community page invites no "first comment"', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 300);
  const id = await write(page, tokens, childId, koreaToday(), '낮잠', '두 시간 잤어요');
  expect((await page.request.put(`/api/members/diaries/${id}/share`, { headers: authHeaders(tokens), data: { shared: true } })).ok()).toBeTruthy();

  // Nobody has commented yet: the author is told where replies go, not invited to comment first.
  await page.goto(`/community/shared-diary/${id}/comments`);
  await expect(page.getByText(ko('No comments yet. When other parents leave one, you can reply here.'))).toBeVisible();
  await expect(page.getByText(ko('No comments yet. Be the first to leave a kind word.'))).toHaveCount(0);

  const neighbour = await apiSignIn(page.request, 'friend');
  const comment = await page.request.post(`/api/members/community/shared-diary/${id}/comments`, {
    headers: authHeaders(neighbour),
    data: { content: '푹 잤네요! 몇 시에 재우세요?' },
  });
  expect(comment.ok(), await comment.text()).toBeTruthy();

  await page.goto(`/diary/read/${id}/comments`);
  await expect(page.getByText('푹 잤네요! 몇 시에 재우세요?')).toBeVisible();
  const reply = page.getByLabel(ko('Reply to the comments'));
  await reply.fill('한 시쯤 재워요. 고마워요!');
  await page.getByRole('button', { name: ko('Reply') }).click();
  await expect(page.getByRole('list', { name: ko('Comments') }).getByText('한 시쯤 재워요. 고마워요!')).toBeVisible();
  await expect(reply).toHaveValue('');
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/wt-diary-reply.png', fullPage: true });

  // Unshared, the comments stay readable and the box gives way to how to reply again.
  await page.getByRole('link', { name: '낮잠' }).click();
  const share = page.getByRole('switch', { name: ko('Share with the community') });
  await share.click();
  await expect(share).not.toBeChecked();
  await page.getByRole('link', { name: ko('Comments ({0})').replace('{0}', '2') }).click(); // the reply counted
  await expect(page.getByText('한 시쯤 재워요. 고마워요!')).toBeVisible();
  await expect(page.getByText(ko('This entry is not shared. Share it again to reply to comments.'))).toBeVisible();
  await expect(page.getByLabel(ko('Reply to the comments'))).toHaveCount(0);
});
