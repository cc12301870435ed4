import { expect, test } from '@playwright/test';
import * as v from 'valibot';
import { axeViolations } from './axe.ts';
import { authHeaders } from './fixtures.ts';
import { completeMemberWithLogin, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * Two guardians on one child (decision 0097), on two phones: the owner makes an invite code, the
 * other parent opens the link signed out, signs in and lands on it, joins, writes the diary, and the owner sees who wrote it; once
 * removed, the other phone no longer reaches the child.
 */
test('two parents on two phones record one child: invite, join, write, see who wrote it, remove', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { childId } = await parentWithChild(page, 200, '하람');
  await page.goto(`/my-page/child-info/${childId}`);
  const family = page.getByRole('region', { name: ko('Family who record together') });
  await expect(family).toContainText(ko('No one else records with you yet.'));
  await family.getByRole('button', { name: ko('Make an invite code') }).click();
  const shown = family.getByRole('status').locator('p[lang=en]');
  await expect(shown).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const code = (await shown.textContent()) ?? '';
  await expect(family.getByRole('list', { name: ko('Open invites') }).getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // The other phone: a member of its own, no child yet, opens the shared link.
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
  });
  const dad = await other.newPage();
  const dadLogin = await completeMemberWithLogin(dad.request);
  const me: unknown = await (await dad.request.get('/api/users/me', { headers: authHeaders(dadLogin.tokens) })).json();
  const dadName = v.parse(v.object({ data: v.object({ nickname: v.string() }) }), me).data.nickname;
  // Opened signed out, the link survives the sign-in: the 401 page names it and the sign-in comes back to it.
  await dad.goto(`/my-page/child-info/join?code=${code.replace('-', '')}`);
  await expect(dad).toHaveURL(/\/error\/401\?from=/);
  await dad.getByRole('button', { name: ko('Go to login') }).click();
  await expect(dad).toHaveURL(/\/auth\/sign-in\?returnTo=/);
  await dad.getByRole('textbox', { name: ko('ID') }).fill(dadLogin.userId);
  await dad.getByLabel(ko('Password'), { exact: true }).fill(dadLogin.password);
  await dad.getByRole('button', { name: ko('Sign in'), exact: true }).click();
  await expect(dad).toHaveURL(/\/my-page\/child-info\/join\?code=/);
  await expect(dad.getByLabel(ko('Invite code'))).toHaveValue(code.replace('-', ''));
  expect(await axeViolations(dad)).toEqual([]);
  await dad.getByRole('button', { name: ko('Join') }).click();
  await expect(dad).toHaveURL(new RegExp(`/my-page/child-info/${childId}\\?tab=profile$`));
  const dadFamily = dad.getByRole('region', { name: ko('Family who record together') });
  await expect(dadFamily.getByRole('button', { name: ko('Leave') })).toBeVisible();
  // The profile is the owner's: no edit form, no delete.
  await expect(dad.getByRole('button', { name: ko('Delete {nickname}').replace('{nickname}', '하람') })).toHaveCount(0);

  // The other parent writes today's entry for the child.
  await dad.goto('/diary/write');
  const form = dad.getByRole('form', { name: ko('Diary') });
  await form.getByRole('textbox', { name: ko('Title'), exact: true }).fill('아빠와 산책');
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(dad).toHaveURL(/\/diary\/read\/\d+$/);

  // The owner's diary names who wrote it.
  await page.goto('/diary');
  const row = page.getByRole('link', { name: /아빠와 산책/ });
  await expect(row).toContainText(ko('By {author}').replace('{author}', dadName));
  await row.click();
  await expect(page.getByRole('article')).toContainText(ko('Written by {author}').replace('{author}', dadName));

  // The owner removes the other parent, after a confirmation naming them.
  await page.goto(`/my-page/child-info/${childId}`);
  await family
    .getByRole('listitem')
    .filter({ hasText: dadName })
    .getByRole('button', { name: ko('Remove', 'family member') })
    .click();
  const confirm = page.getByRole('dialog', { name: ko('Remove {who}?').replace('{who}', dadName) });
  await confirm.getByRole('button', { name: ko('Remove', 'family member') }).click();
  await expect(confirm).toBeHidden();
  await expect(family).toContainText(ko('No one else records with you yet.'));

  // At once the other phone no longer reaches the child: with no child of its own, it is asked to add one.
  await dad.goto('/main');
  await expect(dad).toHaveURL(/\/my-page\/child-info$/);
  await other.close();
});
