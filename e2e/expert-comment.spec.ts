import { expect, test, type Page } from '@playwright/test';
import { authHeaders, signInAs, storeTokens, type Tokens } from './fixtures.ts';
import { addChild, completeMember } from './journey-kit.ts';
import { ko } from './ko.ts';
import { CHECKOUT, stubTossSdk } from './toss.ts';

/**
 * Decision 0027: a new member spends the welcome coupon of sign-up on a diary entry; the expert
 * (demo account `expert`) finds it in the queue on /main, writes, edits, deletes (confirmed) and
 * writes the comment again; the member reads it under /diary/read/{id}/comments. Without a coupon
 * the member pays on /payments and lands on the comments page.
 */
const DAY = 86_400_000;
const koreaDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - daysAgo * DAY));

/** A new member with a child of 10 months and yesterday's entry titled `title`. */
async function memberWithEntry(page: Page, title: string): Promise<{ tokens: Tokens; diaryId: number }> {
  const tokens = await completeMember(page.request);
  const headers = authHeaders(tokens);
  const birth = new Date(Date.now() - 305 * DAY);
  birth.setUTCHours(3, 0, 0, 0);
  const childId = await addChild(page.request, tokens, {
    nickname: '솔이',
    sex: 'FEMALE',
    born: true,
    birthDateTime: birth.toISOString(),
    height: null,
    weight: null,
  });
  const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
  const diary = await page.request.post('/api/members/diaries', {
    headers,
    data: {
      clientId: crypto.randomUUID(),
      childId,
      entryDate: koreaDay(1),
      title,
      areas: { ...none, sleep: { hours: 9, naps: 1, note: '밤에 세 번 깸' } },
      content: null,
      contentText: '요즘 밤에 자주 깨서 울어요. 어떻게 도와주면 좋을까요?',
    },
  });
  expect(diary.ok()).toBeTruthy();
  return { tokens, diaryId: ((await diary.json()) as { data: { id: number } }).data.id };
}

test('a member asks with the welcome coupon, the expert answers from the queue, the member reads it', async ({ page }) => {
  const title = `밤잠 고민 ${Date.now() % 100000}`;
  const { tokens, diaryId } = await memberWithEntry(page, title);

  // The member: 전문가 코멘트 받기 → 쿠폰 사용 (confirmed) → the request is waiting.
  await storeTokens(page, tokens);
  await page.goto(`/diary/read/${diaryId}`);
  const card = page.getByRole('region', { name: ko('Expert comment') });
  await card.getByRole('button', { name: ko('Get an expert comment') }).click();
  await expect(card.getByRole('button', { name: ko('Pay {price} won').replace('{price}', '10,000') })).toBeVisible();
  await card.getByRole('button', { name: ko('Use a coupon ({left} left)').replace('{left}', '1') }).click();
  const confirm = page.getByRole('dialog', { name: ko('Use a coupon for an expert comment?') });
  await expect(confirm).toContainText('가입 축하 전문가 코멘트 쿠폰');
  await confirm.getByRole('button', { name: ko('Use coupon') }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole('status')).toContainText(ko('The expert is preparing a comment.'));
  await expect(card.getByRole('status')).toContainText('쿠폰으로 신청');
  // The coupon is spent: the coupon page has none left to use.
  await page.goto('/my-page/Coupon');
  await expect(page.getByRole('tab', { name: ko('Available ({0})').replace('{0}', '0') })).toBeVisible();

  // The expert: the request in the queue on /main (oldest first), then the entry with the editor.
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'expert');
  await page.goto('/main');
  const queue = page.getByRole('list', { name: ko('Requested diaries, oldest first') });
  const item = queue.getByRole('link').filter({ hasText: title });
  await expect(item).toContainText('솔이, 10개월');
  await expect(item).toContainText(ko('7-12 months'));
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/diary/read/${diaryId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('요즘 밤에 자주 깨서 울어요.')).toBeVisible();

  const box = page.getByLabel(ko('Expert comment'), { exact: true });
  await page.getByRole('button', { name: ko('Post the comment') }).click();
  await expect(page.getByRole('alert')).toContainText(ko('Please write the comment.'));
  await box.fill('밤중에 깨는 것은 이 시기에 흔해요. 잠들기 전 루틴을 일정하게 해 주세요.');
  await page.getByRole('button', { name: ko('Post the comment') }).click();
  await expect(page.getByText(ko('The expert comment has been saved.'))).toBeVisible();
  const mine = page.getByRole('region', { name: ko('Your comment') });
  await expect(mine).toContainText('잠들기 전 루틴을 일정하게 해 주세요.');

  await mine.getByRole('button', { name: ko('Edit') }).click();
  await page.getByLabel(ko('Expert comment'), { exact: true }).fill('밤중에 깨는 것은 이 시기에 흔해요. 잠들기 전 목욕과 책 읽기로 루틴을 만들어 주세요.');
  await page.getByRole('button', { name: ko('Save changes') }).click();
  await expect(page.getByText(ko('The expert comment has been edited.'))).toBeVisible();

  await page
    .getByRole('region', { name: ko('Your comment') })
    .getByRole('button', { name: ko('Delete') })
    .click();
  const remove = page.getByRole('dialog', { name: ko('Delete this expert comment?') });
  await remove.getByRole('button', { name: ko('Delete') }).click();
  await expect(page.getByText(ko('The expert comment has been deleted.'))).toBeVisible();
  // Deleted: the request waits again, with an empty editor.
  await expect(page.getByLabel(ko('Expert comment'), { exact: true })).toHaveValue('');
  await page.getByLabel(ko('Expert comment'), { exact: true }).fill('밤중에 깨는 것은 이 시기에 흔해요. 잠들기 전 목욕과 책 읽기로 루틴을 만들어 주세요.');
  await page.getByRole('button', { name: ko('Post the comment') }).click();
  await expect(page.getByText(ko('The expert comment has been saved.'))).toBeVisible();
  await page.goto('/main');
  await expect(page.getByRole('heading', { name: ko('Diaries waiting for your comment') })).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: title })).toHaveCount(0);

  // The member: the read page says it arrived; the comments page shows it as the expert's.
  await page.evaluate(() => localStorage.clear());
  await storeTokens(page, tokens);
  await page.goto(`/diary/read/${diaryId}`);
  await page.getByRole('link', { name: ko('Read the expert comment') }).click();
  await expect(page).toHaveURL(new RegExp(`/diary/read/${diaryId}/comments$`));
  const comment = page.getByRole('article', { name: ko('Expert comment') });
  await expect(comment).toContainText('육아전문가');
  await expect(comment).toContainText('잠들기 전 목욕과 책 읽기로 루틴을 만들어 주세요.');
});

test('a member without a usable coupon is offered the payment only, pays on /payments, the expert answers and the member reads it (decisions 0025, 0027)', async ({
  page,
}) => {
  const { tokens, diaryId } = await memberWithEntry(page, '쿠폰 없는 날');
  // The welcome coupon goes on another entry first.
  const other = await memberWithEntryOfSameMember(page, tokens);
  expect((await page.request.post(`/api/members/diaries/${other}/expert-comment/coupon`, { headers: authHeaders(tokens) })).ok()).toBeTruthy();

  await storeTokens(page, tokens);
  await page.goto(`/diary/read/${diaryId}`);
  await page.getByRole('button', { name: ko('Get an expert comment') }).click();
  await expect(page.getByText(ko('You have no comment coupon to use right now.'))).toBeVisible();
  await page.getByRole('button', { name: ko('Pay {price} won').replace('{price}', '10,000') }).click();
  await expect(page).toHaveURL(/\/payments$/);
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('payment') ?? 'null') as unknown);
  expect(draft).toMatchObject({
    targetId: diaryId,
    orderableDtype: 'DIARY_COMMENT',
    backUrl: `/diary/read/${diaryId}`,
    nextUrl: `/diary/read/${diaryId}/comments`,
    customerName: '김여정',
  });

  // Decision 0025: paid on /payments through the (stubbed) Toss window, the member lands on the comments page.
  await stubTossSdk(page);
  // One name per product (decision 0080): the comment is named by its entry's day.
  await expect(page.getByText(/^전문가 코멘트 \(\d{1,2}월 \d{1,2}일 육아일기\)$/)).toBeVisible();
  await page.getByLabel(ko('Agree to all')).check();
  await page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', ko('{digits} won').replace('{digits}', '10,000')) }).click();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL((url) => url.pathname === `/diary/read/${diaryId}/comments`);
  await expect(page.getByRole('status').getByText(ko('Payment complete. Thank you!'))).toBeVisible();
  const items = (await (await page.request.get('/api/members/order-items', { headers: authHeaders(tokens) })).json()).data.orderItems;
  expect(items).toMatchObject([{ orderableType: 'DIARY_COMMENT', targetId: diaryId, status: 'PAID', amount: 10_000 }]);

  // The expert answers the paid request; the item is provided and the member reads the comment.
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'expert');
  await page.goto(`/diary/read/${diaryId}`);
  await page.getByLabel(ko('Expert comment'), { exact: true }).fill('오늘 기록을 보니 수면 패턴이 안정적이에요. 지금처럼 이어 가 주세요.');
  await page.getByRole('button', { name: ko('Post the comment') }).click();
  await expect(page.getByText(ko('The expert comment has been saved.'))).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await storeTokens(page, tokens);
  await page.goto(`/diary/read/${diaryId}/comments`);
  await expect(page.getByRole('article', { name: ko('Expert comment') })).toContainText('수면 패턴이 안정적이에요');
  const after = (await (await page.request.get('/api/members/order-items', { headers: authHeaders(tokens) })).json()).data.orderItems;
  expect(after).toMatchObject([{ orderableType: 'DIARY_COMMENT', targetId: diaryId, status: 'PROVIDED' }]);
});

/** Another entry (two days ago) of the member's only child: answers its id. */
async function memberWithEntryOfSameMember(page: Page, tokens: Tokens): Promise<number> {
  const headers = authHeaders(tokens);
  const list = await page.request.get('/api/members/children', { headers });
  const childId = ((await list.json()) as { data: { children: { id: number }[] } }).data.children[0]?.id;
  const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
  const res = await page.request.post('/api/members/diaries', {
    headers,
    data: { clientId: crypto.randomUUID(), childId, entryDate: koreaDay(2), title: '다른 날', areas: none, content: null, contentText: '다른 날의 기록' },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { id: number } }).data.id;
}
