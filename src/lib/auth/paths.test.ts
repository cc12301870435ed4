import { describe, expect, it } from 'vitest';
import { inAppPath } from './paths.ts';

describe('?returnTo= only comes back inside the app (decision 0026 address-edit)', () => {
  it('keeps a path of this app with its query', () => {
    expect(inAppPath('/payments')).toBe('/payments');
    expect(inAppPath('/care-info/product/3?x=1')).toBe('/care-info/product/3?x=1');
  });
  it.each([['https://evil.example/'], ['//evil.example'], ['/\\evil.example'], ['payments'], [''], [42], [undefined], ['/a\nb']])('refuses %j', (value) => {
    expect(inAppPath(value)).toBeUndefined();
  });
});
