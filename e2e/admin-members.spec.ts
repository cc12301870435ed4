import { expect, test } from '@playwright/test';
import { apiJoin, apiSignIn, authHeaders, signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

// SPEC §2 /admin/member, §4, §5, §8 and decision 0041, at the operator's desktop size: find a member
// by part of a nickname, change the warning count with a reason, and find the change in the audit log.
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

test('an operator finds 도담…맘 by 도담, adds a warning with a reason and sees it in the audit log', async ({ page }) => {
  const syllables = '가나다라마바사아자차카타파하';
  const n = Date.now();
  const nickname = `도담${syllables[n % 14] ?? '가'}${syllables[(n >> 4) % 14] ?? '나'}맘`;
  await apiJoin(page.request, `adm${n % 1_000_000}`, nickname);
  await signInAs(page, 'admin');

  await page.goto('/admin/member');
  await expect(page.getByRole('heading', { level: 1, name: ko('Member management') })).toBeVisible();
  await page.getByLabel(ko('Search by')).selectOption('nickname');
  await page.getByLabel(ko('Search text')).fill('도담');
  await page.getByRole('button', { name: ko('Search'), exact: true }).click();
  // The filter is in the URL: the view can be bookmarked.
  await expect(page).toHaveURL(/category=nickname/);
  const row = page.getByRole('link', { name: nickname });
  await expect(row).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: nickname })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-member-list.png` });

  await page.getByRole('link', { name: nickname }).click();
  await expect(page).toHaveURL(/memberId=\d+/);
  await expect(page.getByRole('heading', { name: ko('Warning count: {0}').replace('{0}', '0') })).toBeVisible();
  await page.getByLabel(ko('Change by')).fill('1');
  const warningForm = page.locator('form', { has: page.getByRole('button', { name: ko('Change warning count') }) });
  await warningForm.getByLabel(ko('Reason (kept in the audit log)')).fill('욕설 반복');
  await warningForm.getByRole('button', { name: ko('Change warning count') }).click();
  await expect(warningForm.getByRole('status')).toHaveText(ko('The warning count has been changed.'));
  await expect(page.getByRole('heading', { name: ko('Warning count: {0}').replace('{0}', '1') })).toBeVisible();
  // The record's own change history shows the row too.
  await expect(page.getByRole('region', { name: ko('Audit log of this record') }).getByRole('cell', { name: '욕설 반복' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-member-detail.png`, fullPage: true });

  await page
    .getByRole('navigation', { name: ko('Admin menu') })
    .getByRole('link', { name: ko('Audit log') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ko('Audit log') })).toBeVisible();
  const entry = page.getByRole('row', { name: /욕설 반복/ });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(ko('Warning count changed'));
  await expect(entry).toContainText(`${ko('Warning count')}: 0 → 1`);
  // Opening the member was recorded as a view of personal data (decision 0048).
  await expect(page.getByRole('row', { name: new RegExp(ko('Personal data viewed')) }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-audit-log.png` });
});

test('the warning form says the SPEC §8 below-zero message for -5 on a count of 1, and forgets the last reason', async ({ page }) => {
  const n = Date.now();
  const syllables = '가나다라마바사아자차카타파하';
  const nickname = `경고${syllables[n % 14] ?? '가'}${syllables[(n >> 4) % 14] ?? '나'}맘`;
  const member = await apiJoin(page.request, `wrn${n % 1_000_000}`, nickname);
  const me = (await (await page.request.get('/api/users/me', { headers: authHeaders(member) })).json()) as { data: { id: number } };
  await signInAs(page, 'admin');
  await page.goto(`/admin/member?memberId=${me.data.id}`);
  const warningForm = page.locator('form', { has: page.getByRole('button', { name: ko('Change warning count') }) });
  await page.getByLabel(ko('Change by')).fill('1');
  await warningForm.getByLabel(ko('Reason (kept in the audit log)')).fill('욕설 반복');
  await warningForm.getByRole('button', { name: ko('Change warning count') }).click();
  await expect(warningForm.getByRole('status')).toHaveText(ko('The warning count has been changed.'));
  await expect(page.getByRole('heading', { name: ko('Warning count: {0}').replace('{0}', '1') })).toBeVisible();
  // The reason was for that change only (decision 0048).
  await expect(warningForm.getByLabel(ko('Reason (kept in the audit log)'))).toHaveValue('');
  // -5 on a count of 1: the SPEC §8 below-zero message, not the last change's success, and nothing to send.
  await page.getByLabel(ko('Change by')).fill('-5');
  await expect(warningForm.getByRole('alert')).toHaveText(ko('The warning count cannot go below 0.'));
  await expect(warningForm.getByRole('status')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-member-warning-below-zero.png` });
  await warningForm.getByLabel(ko('Reason (kept in the audit log)')).fill('경고 취소');
  // Sending it changes nothing: the field keeps saying why (decision 0082).
  await warningForm.getByRole('button', { name: ko('Change warning count') }).click();
  await expect(page.getByLabel(ko('Change by'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: ko('Warning count: {0}').replace('{0}', '1') })).toBeVisible();
  await page.getByLabel(ko('Change by')).fill('-1');
  await expect(warningForm.getByRole('alert')).toHaveCount(0);
  // An empty reason is said under the reason, not by a button that does nothing.
  await warningForm.getByLabel(ko('Reason (kept in the audit log)')).fill('');
  await warningForm.getByRole('button', { name: ko('Change warning count') }).click();
  await expect(warningForm.getByRole('alert')).toHaveText(ko('Write the reason to keep in the audit log.'));
});

test('a reload shows a member as they are now, not as the stored query cache had them (decision 0082)', async ({ page }) => {
  const n = Date.now();
  const syllables = '가나다라마바사아자차카타파하';
  const nickname = `새로${syllables[n % 14] ?? '가'}${syllables[(n >> 4) % 14] ?? '나'}맘`;
  const member = await apiJoin(page.request, `rld${n % 1_000_000}`, nickname);
  const me = (await (await page.request.get('/api/users/me', { headers: authHeaders(member) })).json()) as { data: { id: number } };
  await signInAs(page, 'admin');
  await page.goto(`/admin/member?memberId=${me.data.id}`);
  const status = page.getByRole('definition').filter({ hasText: new RegExp(`^${ko('Normal')}$`) });
  await expect(status).toBeVisible();
  // The member pages' cache reaches IndexedDB about a second after a change: before decision 0082
  // this page's answers were in it too, and a reload showed them as fresh.
  await page.waitForTimeout(2_000);
  // Another operator restricts the member meanwhile.
  const other = await apiSignIn(page.request, 'admin');
  const restricted = await page.request.put(`/api/admin/moderation/members/${me.data.id}/status`, {
    headers: authHeaders(other),
    data: { status: 'RESTRICTED', reason: '다른 운영자의 제한' },
  });
  expect(restricted.ok(), await restricted.text()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${ko('Restricted')}$`) })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: ko('Audit log of this record') })
      .getByRole('cell', { name: '다른 운영자의 제한', exact: true })
      .first(),
  ).toBeVisible();
});

/** A Korea day as the app writes it: 2026년 12월 5일. */
const koreanDate = (day: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${day}T03:00:00Z`));
const koreaDayAfter = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

test('a coupon shows the last day the member can use it, and a new one takes a reason and a day within a year', async ({ page }) => {
  const n = Date.now();
  const syllables = '가나다라마바사아자차카타파하';
  const nickname = `쿠폰${syllables[n % 14] ?? '가'}${syllables[(n >> 4) % 14] ?? '나'}맘`;
  const member = await apiJoin(page.request, `cpn${n % 1_000_000}`, nickname);
  const me = (await (await page.request.get('/api/users/me', { headers: authHeaders(member) })).json()) as { data: { id: number } };
  const admin = await apiSignIn(page.request, 'admin');
  const lastDay = koreaDayAfter(13);
  const issued = await page.request.post(`/api/admin/members/${me.data.id}/coupons`, {
    headers: authHeaders(admin),
    data: { name: '보상 쿠폰', lastDay, reason: '불편 보상' },
  });
  expect(issued.ok(), await issued.text()).toBeTruthy();
  await signInAs(page, 'admin');
  await page.goto(`/admin/member?memberId=${me.data.id}`);

  // The last day is the day it was issued through, as the member's own coupon page says (not the day after).
  const held = page.locator('section', { has: page.getByRole('heading', { name: ko('Coupons held') }) });
  const line = held.getByRole('listitem').filter({ hasText: '보상 쿠폰' });
  await expect(line).toContainText(ko('Usable through {lastDay}').replace('{lastDay}', koreanDate(lastDay)));
  await expect(line).toContainText(ko('Available'));

  const form = page.locator('form', { has: page.getByRole('heading', { name: ko('Issue an expert comment coupon') }) });
  const day = form.getByLabel(ko('Usable through'));
  await expect(day).toHaveAttribute('max', koreaDayAfter(365));
  await day.fill(koreaDayAfter(400));
  await expect(form.getByRole('alert')).toHaveText(ko('Choose a last day from today to one year from now.'));
  await day.fill(koreaDayAfter(30));
  await form.getByRole('button', { name: ko('Issue coupon') }).click();
  await expect(form.getByRole('alert')).toHaveText(ko('Write the reason to keep in the audit log.'));
  await form.getByLabel(ko('Reason (kept in the audit log)')).fill('이벤트 당첨');
  await form.getByRole('button', { name: ko('Issue coupon') }).click();
  await expect(form.getByRole('status')).toHaveText(ko('The coupon was issued.'));
  await expect(held.getByRole('listitem').filter({ hasText: koreanDate(koreaDayAfter(30)) })).toHaveCount(1);
  await expect(page.getByRole('region', { name: ko('Audit log of this record') }).getByRole('cell', { name: '이벤트 당첨' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-member-coupons.png`, fullPage: true });
});

test('the full phone number is shown only with a reason, which the audit log keeps', async ({ page }) => {
  const parent = await apiSignIn(page.request, 'parent');
  const me = (await (await page.request.get('/api/users/me', { headers: authHeaders(parent) })).json()) as { data: { id: number } };
  await signInAs(page, 'admin');
  await page.goto(`/admin/member?memberId=${me.data.id}`);
  await page.getByRole('button', { name: ko('Show (recorded)') }).click();
  const reveal = page.getByRole('form', { name: ko('Show the full phone number') });
  await reveal.getByRole('button', { name: ko('Show'), exact: true }).click();
  await expect(reveal.getByRole('alert')).toHaveText(ko('Write the reason to keep in the audit log.'));
  await reveal.getByLabel(ko('Reason (kept in the audit log)')).fill('배송 문의 회신');
  await reveal.getByRole('button', { name: ko('Show'), exact: true }).click();
  await expect(page.getByText('01012345678')).toBeVisible();
  await expect(page.getByRole('region', { name: ko('Audit log of this record') }).getByRole('cell', { name: '배송 문의 회신' })).toBeVisible();
});

test('a bad search shows the SPEC §8 message instead of searching', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/member');
  await page.getByLabel(ko('Search by')).selectOption('phone');
  await page.getByLabel(ko('Search text')).fill('010abc');
  await page.getByRole('button', { name: ko('Search'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(ko("Use only digits and '-' in the phone number."));
  await expect(page).not.toHaveURL(/q=/);
});

test('a bulk restriction says how many members change, and the CSV of the filter downloads with a BOM', async ({ page }) => {
  const n = Date.now();
  const syllables = '가나다라마바사아자차카타파하';
  const pick = (i: number) => syllables[i % 14] ?? '가';
  const prefix = `벌크${pick(n)}${pick(n >> 4)}`;
  await apiJoin(page.request, `bulka${n % 1_000_000}`, `${prefix}가맘`);
  await apiJoin(page.request, `bulkb${n % 1_000_000}`, `${prefix}나맘`);
  await signInAs(page, 'admin');
  await page.goto(`/admin/member?category=nickname&q=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('link', { name: `${prefix}가맘` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${prefix}나맘` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ko('Download CSV') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^회원목록-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(bytes).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  // Korea time and the list's words (decision 0046): 정상, and the join's Korea day and minute, never a UTC instant.
  const koreaDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(at));
  for (const line of lines.slice(1)) {
    expect(line).toContain(',정상,0,');
    const joined = line.slice(line.lastIndexOf(',') + 1);
    expect(joined).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect([koreaDay(n), koreaDay(Date.now())]).toContain(joined.slice(0, 10));
  }

  await page.getByRole('checkbox', { name: ko('Select every row on this page') }).check();
  await expect(page.getByText('2건 선택됨')).toBeVisible();
  await page
    .getByRole('region', { name: ko('Selected rows') })
    .getByRole('button', { name: ko('Restrict'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2건이 변경돼요.');
  await dialog.getByLabel(ko('Reason (kept in the audit log)')).fill('광고 도배');
  await dialog.getByRole('button', { name: ko('Restrict'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('group', { name: ko('Status') })
    .getByRole('button', { name: ko('Restricted') })
    .click();
  await expect(page).toHaveURL(/status=RESTRICTED/);
  await expect(page.getByRole('link', { name: `${prefix}가맘` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${prefix}나맘` })).toBeVisible();
});
