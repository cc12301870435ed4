import { expect, test } from '@playwright/test';
import { storeTokens } from './fixtures.ts';
import { addChild, completeMember } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * Records that stay right (decision 0071): a baby registered at four months marks the past
 * vaccinations in one step, the D-day badge says which end of the window it counts to, and an
 * expected baby's sex may be '아직 몰라요'.
 */

const DAY = 86_400_000;

test('a baby registered at four months: past vaccinations marked in one step, badges that say their end', async ({ page }) => {
  test.setTimeout(180_000);
  const tokens = await completeMember(page.request);
  // Four months and a few days old, in Korea.
  const id = await addChild(page.request, tokens, {
    nickname: '늦둥이',
    sex: 'FEMALE',
    born: true,
    birthDateTime: new Date(Date.now() - 125 * DAY).toISOString(),
    height: null,
    weight: null,
  });
  await storeTokens(page, tokens);

  // /main's card: the D-day badge names the end it counts to.
  await page.goto('/main');
  const card = page.getByRole('region', { name: ko('Next vaccination') });
  await expect(card).toContainText(new RegExp(`${ko('Closed')} D \\+ \\d+`));
  await page.screenshot({ path: '/tmp/records-main.png' });

  await page.goto(`/my-page/child-info/${id}?tab=vaccinations`);
  const bcg = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /결핵 \(BCG, 피내용\) 1차 기록/ }) });
  await expect(bcg).toContainText(ko('Overdue'));
  await expect(bcg).toContainText(new RegExp(`${ko('Closed')} D \\+ \\d+`));
  const mmr = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /MMR\) 1차 기록하기/ }) });
  await expect(mmr).toContainText(new RegExp(`${ko('Opens in')} D - \\d+`));

  await page.getByRole('button', { name: ko('Already vaccinated') }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/records-panel-before.png' });
  // One step for every past dose: select all, one date known, the rest left empty.
  await page.getByRole('button', { name: ko('Already vaccinated') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Vaccinations already given') });
  // Rotavirus is one of two vaccines (decision 0080): none of its doses is offered, so '모두 선택'
  // ticks neither, until the parent says which one was given; then only that one's doses.
  await expect(dialog.getByRole('checkbox', { name: /로타바이러스/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: '로타바이러스 RV1 (로타릭스, 2회)' }).check();
  await dialog.getByRole('button', { name: ko('Select all') }).click();
  await expect(dialog.getByRole('checkbox', { name: /로타바이러스 RV1/ })).toHaveCount(2);
  await expect(dialog.getByRole('checkbox', { name: /로타바이러스 RV5/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: '로타바이러스 RV1 (로타릭스, 2회)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/records-bulk-choice.png' });
  const boxes = dialog.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(8);
  const koreaDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - daysAgo * DAY));
  const bcgDate = dialog.getByLabel(ko('Date of {name} (optional)').replace('{name}', '결핵 (BCG, 피내용) 1차'));
  const mark = dialog.getByRole('button', { name: ko('Mark {count} as done').replace('{count}', String(count)) });
  // A date months after BCG's four-week window asks first and names the dose (decision 0071).
  await bcgDate.fill(koreaDay(1));
  await mark.click();
  const confirm = page.getByRole('dialog', { name: ko('Some dates are outside the recommended window') });
  await expect(confirm).toContainText('결핵 (BCG, 피내용) 1차');
  await expect(confirm).toContainText(ko('Record them anyway if these are the days they were done.'));
  await page.screenshot({ path: '/tmp/records-bulk-miss.png' });
  await confirm.getByRole('button', { name: ko('Cancel') }).click();
  await expect(dialog).toBeVisible();
  await bcgDate.fill(koreaDay(122));
  await page.screenshot({ path: '/tmp/records-bulk-dialog.png' });
  await mark.click();
  await expect(dialog).toBeHidden();
  await expect(bcg).toContainText(ko('Done'));
  const hepb = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /B형간염 \(HepB\) 1차 기록 수정/ }) });
  await expect(hepb).toContainText(ko('Vaccinated (date not recorded)'));
  await expect(page.getByRole('button', { name: ko('Already vaccinated') })).toBeHidden();
  await expect(page.getByText(ko('Overdue'), { exact: true })).toHaveCount(0);
  // RotaTeq is not needed now; recording it explains the choice instead of a second rotavirus vaccine.
  await page.getByRole('button', { name: /로타바이러스 RV5 \(로타텍, 3회\) 1차 기록하기/ }).click();
  await expect(page.getByRole('dialog')).toContainText('로타바이러스 RV1 (로타릭스, 2회)');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('OK') })
    .click();
  await page.screenshot({ path: '/tmp/records-vaccinations.png', fullPage: false });

  // Still there after a reload.
  await page.reload();
  await expect(hepb).toContainText(ko('Done'));
});

test('an expected baby whose sex is not known yet', async ({ page }) => {
  const tokens = await completeMember(page.request);
  await storeTokens(page, tokens);
  await page.goto('/my-page/child-info');
  const form = page.getByRole('form', { name: ko('Add a child') });
  await form.getByLabel(ko('Name or prenatal nickname')).fill('콩콩이');
  await form.getByLabel(ko('Not yet (expecting)')).check();
  await form.getByLabel(ko('Not known yet')).check();
  const due = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + 40 * DAY));
  await form.getByLabel(ko('Due date')).fill(due);
  await form.getByRole('button', { name: ko('Register child') }).click();
  await expect(page).toHaveURL(/\/my-page\/child-info\/\d+\?tab=survey/);
  const header = page.getByRole('region', { name: ko('Child'), exact: true });
  await expect(header).toContainText(ko('Sex not known yet'));
  await page.getByRole('tab', { name: ko('Profile', 'child page tab') }).click();
  const edit = page.getByRole('form', { name: ko('Edit child') });
  await expect(edit.getByLabel(ko('Not known yet'))).toBeChecked();
  await page.screenshot({ path: '/tmp/records-unknown-sex.png' });

  // Born: a boy or a girl is asked for, 아직 몰라요 is no longer offered.
  await edit.getByLabel(ko('Yes, born')).check();
  await expect(edit.getByLabel(ko('Not known yet'))).toBeHidden();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  await edit.getByLabel(ko('Birth date'), { exact: true }).fill(today);
  await edit.getByLabel(ko('Birth time'), { exact: true }).fill('00:05');
  await edit.getByRole('button', { name: ko('Save changes') }).click();
  await expect(edit.getByText(ko('This field is required.'))).toBeVisible();
  await edit.getByLabel(ko('Boy')).check();
  await edit.getByRole('button', { name: ko('Save changes') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('Saved.') })).toBeVisible();
  await expect(header).toContainText(ko('Boy'));
});
