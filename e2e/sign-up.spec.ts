import { expect, test } from '@playwright/test';
import { smsCode, uniqueMember } from './fixtures.ts';
import { ko } from './ko.ts';

/** Decision 0003: sign-up → add → done → child-info → the child's page → main, with the duplicate check and phone verification. */
test('a new parent joins with an ID, consents, verifies a phone, adds a child and lands on /main', async ({ page }) => {
  test.setTimeout(180_000);
  const { userId, nickname } = uniqueMember();
  const phone = `010${String(Date.now()).slice(-8)}`;

  await page.goto('/auth/sign-in');
  await page
    .getByRole('button', { name: ko('Sign up') })
    .or(page.getByRole('link', { name: ko('Sign up') }))
    .first()
    .click();
  const join = page.getByRole('form', { name: ko('Create an account') });
  await join.getByLabel(ko('ID'), { exact: true }).fill(userId);
  await join.getByLabel(ko('Nickname'), { exact: true }).fill(nickname);
  await join.getByRole('button', { name: ko('Check ID and nickname') }).click();
  await expect(join.getByText(ko('This ID is available.'))).toBeVisible();
  await join.getByLabel(ko('Password'), { exact: true }).fill('goodpass1');
  await join.getByLabel(ko('Confirm password'), { exact: true }).fill('goodpass1');
  await join.getByRole('button', { name: ko('Create account') }).click();

  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await page.getByLabel(ko('Agree to all (including optional)')).check();
  await page.getByRole('button', { name: ko('Agree and continue') }).click();

  await expect(page).toHaveURL(/\/auth\/sign-up\/add$/);
  await page.getByLabel(ko('Name'), { exact: true }).fill('김도담');
  await page.getByLabel(ko('Mobile phone number')).fill(phone);
  await page.getByRole('button', { name: ko('Get code') }).click();
  await page.getByLabel(ko('Verification code')).fill(await smsCode(page.request, phone));
  await page.getByRole('button', { name: ko('Verify'), exact: true }).click();
  await expect(page.getByText(ko('Verified'))).toBeVisible();
  await page.getByRole('button', { name: ko('Finish sign-up') }).click();

  await expect(page).toHaveURL(/\/auth\/sign-up\/done$/);
  await page
    .getByRole('button', { name: ko('Get started') })
    .or(page.getByRole('link', { name: ko('Get started') }))
    .first()
    .click();

  await expect(page).toHaveURL(/\/my-page\/child-info$/);
  const form = page.getByRole('form', { name: ko('Add a child') });
  await form.getByLabel(ko('Name or prenatal nickname')).fill('콩이');
  await form.getByLabel(ko('Girl')).check();
  await form.getByLabel(ko('Yes, born')).check();
  await form.getByLabel(ko('Birth date'), { exact: true }).fill('2026-05-01');
  await form.getByRole('button', { name: ko('Register child') }).click();

  // Decision 0014: the new child's page opens on its survey tab with a welcome.
  await expect(page).toHaveURL(/\/my-page\/child-info\/\d+\?tab=survey&welcome=1$/);
  await page.goto('/main');
  await expect(page.getByRole('region', { name: ko('Selected child') })).toContainText('콩이');
});

test('a wrong password is answered inline with LoginFailException', async ({ page }) => {
  await page.goto('/auth/sign-in');
  const form = page.getByRole('form', { name: ko('Sign in with ID') });
  await form.getByLabel(ko('ID'), { exact: true }).fill('parent');
  await form.getByLabel(ko('Password'), { exact: true }).fill('wrongpass1');
  await form.getByRole('button', { name: ko('Sign in') }).click();
  await expect(form.getByRole('alert')).toContainText(ko('The ID or password does not match.'));
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('past the free tries a sign-in names its wait in Korean (decision 0079)', async ({ page }) => {
  await page.goto('/auth/sign-in');
  const form = page.getByRole('form', { name: ko('Sign in with ID') });
  await form.getByLabel(ko('ID'), { exact: true }).fill(`nobody${Date.now()}`);
  await form.getByLabel(ko('Password'), { exact: true }).fill('wrongpass1');
  const button = form.getByRole('button', { name: ko('Sign in') });
  for (let i = 0; i < 5; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/open/auth/sign-in'));
    await button.click();
    expect((await answered).status()).toBe(422);
  }
  await button.click();
  await expect(form.getByRole('alert')).toHaveText(ko('Too many sign-in attempts. Please try again in {0} seconds.').replace('{0}', '2'));
});

test('an admin signs in with ID and password and lands in the back office', async ({ page }) => {
  await page.goto('/auth/sign-in');
  const form = page.getByRole('form', { name: ko('Sign in with ID') });
  await form.getByLabel(ko('ID'), { exact: true }).fill('admin');
  await form.getByLabel(ko('Password'), { exact: true }).fill('dodam1234');
  await form.getByRole('button', { name: ko('Sign in') }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('SPEC §5: the account form is its own history entry; Back returns to the sign-in and forward finds what was typed, never the password', async ({
  page,
}) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: ko('Sign up') }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?step=sign-up$/);
  const join = page.getByRole('form', { name: ko('Create an account') });
  await join.getByLabel(ko('ID'), { exact: true }).fill('backforth_mom');
  await join.getByLabel(ko('Nickname'), { exact: true }).fill('앞뒤맘');
  await join.getByLabel(ko('Password'), { exact: true }).fill('goodpass1');

  // Back stays in the app, on the sign-in.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('form', { name: ko('Create an account') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ko('Sign up') })).toBeVisible();

  // Forward: the ID and nickname are still there; the password is typed again.
  await page.goForward();
  await expect(page).toHaveURL(/\/auth\/sign-in\?step=sign-up$/);
  await expect(join.getByLabel(ko('ID'), { exact: true })).toHaveValue('backforth_mom');
  await expect(join.getByLabel(ko('Nickname'), { exact: true })).toHaveValue('앞뒤맘');
  await expect(join.getByLabel(ko('Password'), { exact: true })).toHaveValue('');
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(kept).toContain('backforth_mom');
  expect(kept).not.toContain('goodpass1');

  // A reload keeps the step and the draft; 이미 계정이 있어요 goes back to the sign-in.
  await page.reload();
  await expect(page.getByRole('form', { name: ko('Create an account') }).getByLabel(ko('ID'), { exact: true })).toHaveValue('backforth_mom');
  await page.getByRole('button', { name: ko('I already have an account') }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
