import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, authHeaders, signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/** Decision 0014: child words (answer, edit), the child survey after adding a child, the coupons list. */

async function childIdOf(request: APIRequestContext, nickname: string): Promise<number> {
  const res = await request.get('/api/members/children', { headers: authHeaders(await apiSignIn(request, 'parent')) });
  const body: { data: { children: { id: number; nickname: string }[] } } = await res.json();
  const child = body.data.children.find((c) => c.nickname === nickname);
  if (!child) throw new Error(`no child ${nickname}`);
  return child.id;
}

test('a parent answers a child word, sees it under 답한 질문 and edits it', async ({ page }) => {
  await signInAs(page, 'parent');
  const id = await childIdOf(page.request, '도담이');
  const prompt = '아이의 이름에 담은 뜻은 무엇인가요?';
  await page.goto(`/my-page/child-words/${id}`);
  const open = page.getByRole('region', { name: ko('Waiting for your answer') });
  const answered = page.getByRole('region', { name: ko('Answered questions') });
  await expect(answered).toContainText('아이가 처음 웃던 날을 기억하나요?');
  await open.getByRole('link', { name: prompt }).click();

  await expect(page).toHaveURL(/\/my-page\/child-words\/\d+\/write\?messageId=\d+$/);
  const box = page.getByLabel(prompt);
  await page.getByRole('button', { name: ko('Save') }).click();
  await expect(page.getByRole('alert')).toContainText(ko('Please write an answer.'));
  await box.fill('  늘 밝게 자라라는 뜻을 담았어요.  ');
  await expect(page.getByText('18 / 1000')).toBeVisible();
  await page.getByRole('button', { name: ko('Save') }).click();

  await expect(page).toHaveURL(new RegExp(`/my-page/child-words/${id}$`));
  const card = answered.getByRole('article', { name: prompt });
  await expect(card).toContainText('늘 밝게 자라라는 뜻을 담았어요.');
  await expect(card).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일에 답했어요/);
  await expect(open).not.toContainText(prompt);

  await card.getByRole('link', { name: ko('Edit the answer: {text}').replace('{text}', prompt) }).click();
  await expect(box).toHaveValue('늘 밝게 자라라는 뜻을 담았어요.');
  await box.fill('늘 밝고 씩씩하게 자라라는 뜻이에요.');
  // Leaving with unsaved text asks first; staying keeps the draft.
  await page.getByRole('button', { name: ko('Back') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Leave without saving?') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ko('Cancel') }).click();
  await expect(box).toHaveValue('늘 밝고 씩씩하게 자라라는 뜻이에요.');
  await page.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/child-words/${id}$`));
  await expect(answered.getByRole('article', { name: prompt })).toContainText('늘 밝고 씩씩하게 자라라는 뜻이에요.');
});

test('right after adding a child the survey greets, checks answers, saves and goes home; it stays editable', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const res = await page.request.post('/api/members/children', {
    headers: authHeaders(tokens),
    data: { nickname: '설문이', sex: 'MALE', born: true, birthDateTime: '2026-08-01T03:00:00Z', height: null, weight: null },
  });
  const { data } = (await res.json()) as { data: { id: number } };
  await signInAs(page, 'parent');
  await page.goto(`/my-page/child-info/${data.id}?tab=survey&welcome=1`);

  const form = page.getByRole('form', { name: ko('Child survey') });
  await expect(form.getByRole('heading', { name: ko('Tell us a little more about {nickname}').replace('{nickname}', '설문이') })).toBeVisible();
  await expect(form.getByRole('button', { name: ko('Later') })).toBeVisible();
  await form.getByRole('button', { name: ko('Save and start') }).click();
  await expect(form.getByRole('alert')).toContainText(ko('Please answer at least one question.'));

  await form.getByLabel(ko('Formula'), { exact: true }).check();
  await form.getByLabel(ko('Hours of sleep a day')).fill('25');
  await form.getByRole('button', { name: ko('Save and start') }).click();
  await expect(form.getByText(ko('Enter hours between 0 and 24, in steps of 0.5.'))).toBeVisible();
  await form.getByLabel(ko('Hours of sleep a day')).fill('14.5');
  await form.getByLabel(ko('Night wakings')).fill('2');
  await form.getByLabel(ko('Easygoing')).check();
  await form.getByLabel(ko('Sleep'), { exact: true }).check();
  await form.getByLabel(ko('Growth')).check();
  await form.getByLabel(ko('Anything else on your mind? (optional)')).fill('밤중 수유를 언제 끊을지 고민이에요.');
  await form.getByRole('button', { name: ko('Save and start') }).click();
  await expect(page).toHaveURL(/\/main$/);

  await page.goto(`/my-page/child-info/${data.id}?tab=survey`);
  const again = page.getByRole('form', { name: ko('Child survey') });
  await expect(again.getByLabel(ko('Formula'), { exact: true })).toBeChecked();
  await expect(again.getByLabel(ko('Hours of sleep a day'))).toHaveValue('14.5');
  await expect(again.getByLabel(ko('Growth'))).toBeChecked();
  await again.getByLabel(ko('Growth')).uncheck();
  await again.getByLabel(ko('Night wakings')).fill('1');
  await again.getByRole('button', { name: ko('Save') }).click();
  await expect(again.getByRole('status')).toHaveText(ko('Saved.'));
  await page.reload();
  await expect(page.getByRole('form', { name: ko('Child survey') }).getByLabel(ko('Night wakings'))).toHaveValue('1');
  await expect(page.getByRole('form', { name: ko('Child survey') }).getByLabel(ko('Growth'))).not.toBeChecked();
});

test('나중에 하기 skips the welcome survey', async ({ page }) => {
  await signInAs(page, 'parent');
  const id = await childIdOf(page.request, '튼튼이');
  await page.goto(`/my-page/child-info/${id}?tab=survey&welcome=1`);
  await page.getByRole('button', { name: ko('Later') }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('the coupon page lists the seeded coupons by status with expiry and D-day', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page/Coupon');
  const usable = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: ko('Available ({0})').replace('{0}', '2') })).toHaveAttribute('aria-selected', 'true');
  const soon = usable.getByRole('listitem', { name: '첫 돌 기념 전문가 코멘트 쿠폰' });
  await expect(soon).toContainText(ko('Available'));
  await expect(soon).toContainText('D - 3');
  await expect(soon).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일까지 사용 가능/);
  await expect(usable.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('tab', { name: ko('Used or expired ({0})').replace('{0}', '2') }).click();
  const spent = page.getByRole('tabpanel');
  await expect(spent.getByRole('listitem', { name: '100일 기념 전문가 코멘트 쿠폰' })).toContainText(ko('Used'));
  await expect(spent.getByRole('listitem', { name: '이벤트 전문가 코멘트 쿠폰' })).toContainText(ko('Expired'));
});
