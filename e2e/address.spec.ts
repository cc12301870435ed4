import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/** Decision 0026: the member's delivery addresses (/my-page/address, /my-page/address-edit). */

const named = (source: string, name: string) => ko(source).replace('{name}', name);
const card = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(`^${name}`) });
/** The card's heading: the name with the default badge when it is the default. */
const title = (page: Page, name: string) => card(page, name).getByRole('heading');

test('decision 0026: a parent adds, edits, makes default and deletes an address (asked first)', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page');
  await page.getByRole('link', { name: ko('Delivery addresses') }).click();
  await expect(page).toHaveURL(/\/my-page\/address$/);
  await expect(title(page, '우리집')).toContainText(ko('Default address'));

  // Add: every needed field says what is missing, in Korean, before anything is sent.
  await page.getByRole('link', { name: ko('Add a delivery address') }).click();
  await expect(page).toHaveURL(/\/my-page\/address-edit$/);
  await page.getByRole('button', { name: ko('Save') }).click();
  for (const message of [
    'Please enter a name for this address.',
    'Please enter who receives the delivery.',
    'Please enter a mobile phone number.',
    'Please enter the postal code.',
    'Please enter the road address.',
  ]) {
    await expect(page.getByText(ko(message))).toBeVisible();
  }
  await page.getByLabel(ko('Address name')).fill('회사');
  await page.getByLabel(ko('Recipient')).fill('김회사');
  await page.getByLabel(ko('Mobile phone')).fill('02-123-4567');
  await page.getByLabel(ko('Postal code')).fill('1352');
  await page.getByLabel(ko('Postal code')).blur();
  await expect(page.getByText(ko('The postal code is 5 digits.'))).toBeVisible();
  await expect(page.getByText(ko('Enter a mobile number starting with 01, 10 or 11 digits.'))).toBeVisible();
  await page.getByLabel(ko('Mobile phone')).fill('010-5555-6666');
  await page.getByLabel(ko('Postal code')).fill('13529');
  await page.getByLabel(ko('Road address')).fill('경기도 성남시 분당구 판교역로 166');
  await page.getByLabel(ko('Detailed address (optional)')).fill('7층');
  await page.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(/\/my-page\/address$/);
  await expect(card(page, '회사')).toContainText('(13529) 경기도 성남시 분당구 판교역로 166 7층');
  await expect(card(page, '회사')).toContainText('김회사 · 010-5555-6666');
  await expect(title(page, '회사')).not.toContainText(ko('Default address'));

  // Edit: leaving with a change asks first; staying keeps it; saving shows it.
  await page.getByRole('link', { name: named('Edit {name}', '회사') }).click();
  await expect(page.getByLabel(ko('Detailed address (optional)'))).toHaveValue('7층');
  await page.getByLabel(ko('Detailed address (optional)')).fill('8층');
  await page.getByRole('button', { name: ko('Back') }).click();
  const leave = page.getByRole('dialog', { name: ko('Leave without saving?') });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: ko('Cancel') }).click();
  await expect(page.getByLabel(ko('Detailed address (optional)'))).toHaveValue('8층');
  await page.getByRole('button', { name: ko('Save') }).click();
  await expect(card(page, '회사')).toContainText('판교역로 166 8층');

  // Make default: the badge moves; GET /api/users/me answers it as defaultAddress.
  // The particle is chosen for the name (decision 0075): ‘회사’를, never ‘회사’을(를).
  await page.getByRole('button', { name: '‘회사’를 기본 배송지로 설정' }).click();
  await expect(page.getByText('‘회사’를 기본 배송지로 설정했어요.')).toBeVisible();
  await expect(title(page, '회사')).toContainText(ko('Default address'));
  await expect(title(page, '우리집')).not.toContainText(ko('Default address'));
  await expect(page.getByRole('listitem').first()).toContainText('회사');

  // Delete: asked first; cancel keeps it; deleting the default makes the newest remaining (우리집) the default.
  await page.getByRole('button', { name: named('Delete {name}', '회사') }).click();
  const confirm = page.getByRole('dialog', { name: ko('Delete this address?') });
  await expect(confirm).toContainText(named('{name} will be deleted. The most recently added address becomes your default address.', '회사'));
  await confirm.getByRole('button', { name: ko('Cancel') }).click();
  await expect(card(page, '회사')).toBeVisible();
  await page.getByRole('button', { name: named('Delete {name}', '회사') }).click();
  await confirm.getByRole('button', { name: ko('Delete') }).click();
  await expect(page.getByText(named('{name} was deleted.', '회사'))).toBeVisible();
  await expect(card(page, '회사')).toHaveCount(0);
  await expect(title(page, '우리집')).toContainText(ko('Default address'));
});

test('decision 0026: with no address the page says so; the first address becomes the default', async ({ page }) => {
  await signInAs(page, 'friend');
  await page.goto('/my-page/address');
  const empty = page.getByRole('region', { name: ko('No delivery addresses') });
  await expect(empty).toContainText(ko('No delivery addresses yet'));
  await empty.getByRole('link', { name: ko('Add an address') }).click();

  const isDefault = page.getByLabel(ko('Use as my default address'));
  await expect(isDefault).toBeChecked();
  await expect(isDefault).toBeDisabled();
  await expect(page.getByText(ko('Your first address becomes your default address.'))).toBeVisible();
  await page.getByLabel(ko('Address name')).fill('새싹이네');
  await page.getByLabel(ko('Recipient')).fill('최새싹');
  await page.getByLabel(ko('Mobile phone')).fill('01034567890');
  await page.getByLabel(ko('Postal code')).fill('06236');
  await page.getByLabel(ko('Road address')).fill('서울특별시 강남구 테헤란로 152');
  await page.getByRole('button', { name: ko('Save') }).click();
  await expect(title(page, '새싹이네')).toContainText(ko('Default address'));

  await page.getByRole('button', { name: named('Delete {name}', '새싹이네') }).click();
  const confirm = page.getByRole('dialog', { name: ko('Delete this address?') });
  await expect(confirm).toContainText(named('{name} will be deleted.', '새싹이네'));
  await confirm.getByRole('button', { name: ko('Delete') }).click();
  await expect(page.getByRole('region', { name: ko('No delivery addresses') })).toBeVisible();
});

test('decision 0026: ?returnTo= goes back after saving, only to a page of the app', async ({ page }) => {
  await signInAs(page, 'friend');
  const fill = async () => {
    await page.getByLabel(ko('Address name')).fill('돌아가기');
    await page.getByLabel(ko('Recipient')).fill('최새싹');
    await page.getByLabel(ko('Mobile phone')).fill('010-3456-7890');
    await page.getByLabel(ko('Postal code')).fill('06236');
    await page.getByLabel(ko('Road address')).fill('서울특별시 강남구 테헤란로 152');
    await page.getByRole('button', { name: ko('Save') }).click();
  };
  await page.goto('/my-page/address-edit?returnTo=%2Fcare-info%2Fproduct');
  await fill();
  await expect(page).toHaveURL(/\/care-info\/product$/);

  await page.goto('/my-page/address-edit?returnTo=%2F%2Fevil.example');
  await fill();
  await expect(page).toHaveURL(/\/my-page\/address$/);
  await expect(card(page, '돌아가기')).toHaveCount(2);
});

test('decision 0074: the address form finds a road address by name; the pick fills postal code and road address, the detail is typed', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page/address-edit');
  await page.getByRole('button', { name: ko('Search address') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Search for an address') });
  await expect(dialog).toBeVisible();
  const keyword = dialog.getByLabel(ko('Road name, building or lot address'));

  // Too short is said before asking; a keyword the service refuses asks to type more precisely.
  await keyword.fill('판');
  await dialog.getByRole('button', { name: ko('Search') }).click();
  await expect(dialog.getByText(ko('Type at least 2 characters.'))).toBeVisible();
  await keyword.fill('%%');
  await keyword.press('Enter');
  await expect(
    dialog.getByText(ko('Please type more precisely: a road name with the building number (판교역로 166), a building name or a lot address (상암동 1605).')),
  ).toBeVisible();

  // The server asks the juso.go.kr stand-in over HTTP through the real adapter (e2e/fakes).
  await keyword.fill('월드컵');
  await keyword.press('Enter');
  const results = dialog.getByRole('list', { name: ko('Addresses found') });
  await expect(results.getByRole('button')).toHaveCount(2);
  await expect(results).toContainText('03932');
  await results.getByRole('button', { name: /03932/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(ko('Postal code'))).toHaveValue('03932');
  await expect(page.getByLabel(ko('Road address'))).toHaveValue('서울특별시 마포구 월드컵로 240 (성산동)');
  await expect(page.getByLabel(ko('Detailed address (optional)'))).toBeFocused();
  await page.getByLabel(ko('Detailed address (optional)')).fill('북측 매표소 앞');

  await page.getByLabel(ko('Address name')).fill('경기장');
  await page.getByLabel(ko('Recipient')).fill('김경기');
  await page.getByLabel(ko('Mobile phone')).fill('010-7777-8888');
  await page.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(/\/my-page\/address$/);
  await expect(card(page, '경기장')).toContainText('(03932) 서울특별시 마포구 월드컵로 240 (성산동) 북측 매표소 앞');
});

test('decision 0074: when the address service fails, the dialog says so, retries, and the address can still be typed', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page/address-edit');
  let failures = 1;
  await page.route('**/api/members/address-search**', async (route) => {
    if (failures-- > 0)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: '503', message: 'AddressSearchUnavailableException' }),
      });
    else await route.continue();
  });
  await page.getByRole('button', { name: ko('Search address') }).click();
  const dialog = page.getByRole('dialog', { name: ko('Search for an address') });
  await dialog.getByLabel(ko('Road name, building or lot address')).fill('둔산로');
  await dialog.getByRole('button', { name: ko('Search') }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByText(ko('You can also close this and type the postal code and address yourself.'))).toBeVisible();
  await dialog.getByRole('button', { name: ko('Try again') }).click();
  await expect(dialog.getByRole('list', { name: ko('Addresses found') })).toContainText('35242');
});
