import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { axeViolations } from './axe.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * A member's data to take away (decision 0099): on /my-page/setting the member makes a copy, the
 * page follows it until it is ready, and the ZIP it saves holds the account as JSON.
 */
test('a member makes a copy of its data and downloads it as a ZIP', async ({ page }) => {
  await parentWithChild(page, 120);
  await page.goto('/my-page/setting');
  const section = page.getByRole('region', { name: ko('Download my data') });
  await section.getByRole('button', { name: ko('Make a copy') }).click();
  const copies = section.getByRole('list', { name: ko('Copies of my data') });
  const download = copies.getByRole('button', { name: new RegExp(ko('Download')) });
  await expect(download).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page, 'main')).toEqual([]);

  const saving = page.waitForEvent('download');
  await download.click();
  const saved = await saving;
  const path = await saved.path();
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'children.json', 'diaries.json']));
  const account: unknown = JSON.parse(new TextDecoder().decode(files['account.json']));
  expect(account).toMatchObject({ status: 'ACTIVE' });
});
