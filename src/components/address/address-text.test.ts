import { describe, expect, it } from 'vitest';
import { addressLine, addressToChoose } from './address-text.ts';

const home = { id: 2, isDefault: true };
const office = { id: 5, isDefault: false };

describe('the address picker for a PRODUCT order (decision 0026)', () => {
  it('chooses the default address first', () => {
    expect(addressToChoose([office, home], null)).toBe(2);
  });
  it('keeps what the member chose while it exists, else falls back to the default', () => {
    expect(addressToChoose([home, office], 5)).toBe(5);
    expect(addressToChoose([home, office], 9)).toBe(2);
  });
  it('takes the first when none is the default, nothing when there is no address', () => {
    expect(addressToChoose([office, { id: 7, isDefault: false }], null)).toBe(5);
    expect(addressToChoose([], 3)).toBeNull();
  });
  it('writes postal code, road address and detail on one line', () => {
    expect(addressLine({ postalCode: '03925', street: '서울특별시 마포구 월드컵북로 396', detail: '3층' })).toBe(
      '(03925) 서울특별시 마포구 월드컵북로 396 3층',
    );
    expect(addressLine({ postalCode: '03925', street: '서울특별시 마포구 월드컵북로 396', detail: '' })).toBe('(03925) 서울특별시 마포구 월드컵북로 396');
  });
});
