import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { authHeaders, storeTokens } from './fixtures.ts';
import { addChild, completeMember, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/** Child profiles (decisions 0011, 0012): unborn with D-day → born, photo, edit, delete with the selection moving (SPEC §3, §4). */

const koreaDate = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const header = (page: Page) => page.getByRole('region', { name: ko('Child'), exact: true });

test('a parent adds an unborn child, marks it born, adds a photo, renames it and deletes the selected child', async ({ page }) => {
  test.setTimeout(180_000);
  const tokens = await completeMember(page.request);
  const firstId = await addChild(page.request, tokens, {
    nickname: '첫째',
    sex: 'FEMALE',
    born: true,
    birthDateTime: '2025-06-01T01:00:00Z',
    height: null,
    weight: null,
  });
  await storeTokens(page, tokens);

  // Add an unborn child: its page opens on the survey tab with a welcome, and the D-day (SPEC §4).
  await page.goto('/my-page/child-info');
  const addForm = page.getByRole('form', { name: ko('Add a child') });
  await addForm.getByLabel(ko('Name or prenatal nickname')).fill('둘째');
  await addForm.getByLabel(ko('Boy')).check();
  await addForm.getByLabel(ko('Not yet (expecting)')).check();
  await addForm.getByLabel(ko('Due date')).fill(koreaDate(10));
  await addForm.getByRole('button', { name: ko('Register child') }).click();
  await expect(page).toHaveURL(/\/my-page\/child-info\/\d+\?tab=survey&welcome=1$/);
  const secondId = Number(/child-info\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('tab', { name: ko('Survey', 'child page tab') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: ko('Tell us a little more about {nickname}').replace('{nickname}', '둘째') })).toBeVisible();
  await expect(header(page)).toContainText('D - 10');
  await page.getByRole('tab', { name: ko('Profile', 'child page tab') }).click();
  await expect(page.getByRole('tab', { name: ko('Profile', 'child page tab') })).toHaveAttribute('aria-selected', 'true');

  // Mark born: birth date and time are asked; the form says why it cannot go back afterwards.
  const editForm = page.getByRole('form', { name: ko('Edit child') });
  await editForm.getByLabel(ko('Yes, born')).check();
  await editForm.getByRole('button', { name: ko('Save changes') }).click();
  await expect(editForm.getByText(ko('Enter the time of birth as well.'))).toBeVisible();
  await editForm.getByLabel(ko('Birth date'), { exact: true }).fill(koreaDate(0));
  await editForm.getByLabel(ko('Birth time'), { exact: true }).fill('00:05');
  await editForm.getByLabel(ko('Height (cm, optional)')).fill('50.2');
  await editForm.getByLabel(ko('Weight (kg, optional)')).fill('3.3');
  await editForm.getByRole('button', { name: ko('Save changes') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('Saved.') })).toBeVisible();
  await expect(header(page)).toContainText(ko('{days} days old').replace('{days}', '0'));
  await expect(page.getByLabel(ko('Not yet (expecting)'))).toBeDisabled();
  await expect(page.getByText(ko('A born child cannot be changed back to unborn.'))).toBeVisible();

  // A text file named .jpg is refused by the server (415) with a clear message.
  const photoInput = page.getByTestId('child-photo-input');
  await photoInput.setInputFiles({ name: 'note.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: ko('Profile images must be JPG, JPEG, PNG, GIF or WEBP.') })).toBeVisible();

  // Upload a real picture and see it.
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 120, g: 180, b: 90 } } })
    .png()
    .toBuffer();
  await photoInput.setInputFiles({ name: 'baby.png', mimeType: 'image/png', buffer: png });
  const photo = page.getByRole('img', { name: ko('Photo of {0}').replace('{0}', '둘째') });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: ko('Change photo') })).toBeVisible();

  // Rename.
  await editForm.getByLabel(ko('Name or prenatal nickname')).fill('둘째아');
  await editForm.getByRole('button', { name: ko('Save changes') }).click();
  await expect(page.getByRole('heading', { level: 1, name: '둘째아' })).toBeVisible();
  await expect(header(page)).toContainText('둘째아');

  // The child list: both children, their photos or icons, the first one selected.
  await page.goto('/my-page/child-list');
  const list = page.getByRole('list', { name: ko('Children') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: '첫째' })).toContainText(ko('Selected'));
  await expect(list.getByRole('link', { name: /둘째아/ })).toHaveAttribute('href', new RegExp(`/my-page/child-info/${secondId}`));

  // Delete the selected child after confirming: the selection moves to the other child.
  await list.getByRole('link', { name: /첫째/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/child-info/${firstId}`));
  await page.getByRole('button', { name: ko('Delete {nickname}').replace('{nickname}', '첫째') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Delete {nickname}?').replace('{nickname}', '첫째') });
  await expect(dialog).toContainText(
    ko('The growth records, vaccinations, checkups, child words and survey of {nickname} are deleted too. This cannot be undone.').replace(
      '{nickname}',
      '첫째',
    ),
  );
  await dialog.getByRole('button', { name: ko('Delete'), exact: true }).click();
  await expect(page).toHaveURL(/\/my-page\/child-list$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('둘째아');
  await expect(list.getByRole('listitem').first()).toContainText(ko('Selected'));
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('childInfo') ?? 'null')?.id)).toBe(secondId);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('childInfo') ?? 'null')?.nickname)).toBe('둘째아');
});

test('the child page falls back to the profile tab, moves between tabs by keyboard and answers an unknown child with 404', async ({ page }) => {
  const tokens = await completeMember(page.request);
  const id = await addChild(page.request, tokens, { nickname: '하나', sex: 'FEMALE', born: false, birthDueDate: koreaDate(0) });
  await storeTokens(page, tokens);
  await page.goto(`/my-page/child-info/${id}?tab=nonsense`);
  await expect(page.getByRole('tablist')).toBeVisible();
  const profileTab = page.getByRole('tab', { name: ko('Profile', 'child page tab') });
  await expect(profileTab).toHaveAttribute('aria-selected', 'true');
  await expect(header(page)).toContainText('D - Day');
  // Arrow keys move along the tabs (WAI-ARIA tabs pattern).
  await profileTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: ko('Growth', 'child page tab') })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=growth/);
  await page.goto('/my-page/child-info/999999');
  await expect(page).toHaveURL(/\/error\/404/);
});

test("the child's page leads to its diary, selecting that child first (decision 0034); an unborn child has no diary link", async ({ page }) => {
  const tokens = await completeMember(page.request);
  await addChild(page.request, tokens, { nickname: '첫째', sex: 'FEMALE', born: true, birthDateTime: '2025-06-01T01:00:00Z', height: null, weight: null });
  const secondId = await addChild(page.request, tokens, {
    nickname: '둘째',
    sex: 'MALE',
    born: true,
    birthDateTime: '2026-03-01T01:00:00Z',
    height: null,
    weight: null,
  });
  const unbornId = await addChild(page.request, tokens, { nickname: '셋째', sex: 'MALE', born: false, birthDueDate: koreaDate(30) });
  await storeTokens(page, tokens);
  await page.goto(`/my-page/child-info/${unbornId}?tab=profile`);
  await expect(page.getByRole('link', { name: new RegExp(ko('Child words')) })).toBeVisible();
  await expect(page.getByTestId('child-diary-link')).toHaveCount(0);

  await page.goto(`/my-page/child-info/${secondId}?tab=profile`);
  await page.getByTestId('child-diary-link').click();
  await expect(page).toHaveURL(/\/diary$/);
  // The diary home is about the child just selected (its name is in the PDF-book offer's heading).
  await expect(page.getByRole('heading', { name: ko('A PDF book of {childName}’s diary').replace('{childName}', '둘째') })).toBeVisible();
  const me: unknown = await (await page.request.get('/api/users/me', { headers: authHeaders(tokens) })).json();
  expect(me).toMatchObject({ data: { selectedChildId: secondId } });
});

test('a child with an order not yet paid is not deleted: the dialog says why (decision 0077)', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 400);
  const order = await page.request.post('/api/members/orders', {
    headers: authHeaders(tokens),
    data: {
      orderableType: 'CONSULTATION',
      targetId: childId,
      quantity: 1,
      expectedAmount: 50_000,
      customerName: '김도담',
      customerMobilePhone: '010-1234-5678',
      customerEmail: null,
      consultationContent: '밤에 자주 깨요.',
    },
  });
  expect(order.ok(), await order.text()).toBeTruthy();

  await page.goto(`/my-page/child-info/${childId}`);
  await page.getByRole('button', { name: ko('Delete {nickname}').replace('{nickname}', '봄이') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Delete {nickname}?').replace('{nickname}', '봄이') });
  await dialog.getByRole('button', { name: ko('Delete'), exact: true }).click();
  await expect(
    dialog.getByText(
      ko(
        'This child has an order that is not paid yet, so the child cannot be deleted. Cancel a virtual account waiting for its deposit in the payment history; an order left unpaid is cancelled by itself after an hour.',
      ),
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-page/child-info/${childId}(\\?|$)`));
});
