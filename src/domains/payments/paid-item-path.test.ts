import { describe, expect, it } from 'vitest';
import { resolveNextUrl } from './paid-item-path.ts';

describe('resolveNextUrl: the success page fills in the paid item', () => {
  it('replaces {orderItemId} (plain or percent-encoded) with the item id', () => {
    expect(resolveNextUrl('/my-page/payment-history/{orderItemId}/pdf-create', 41)).toBe('/my-page/payment-history/41/pdf-create');
    expect(resolveNextUrl('/my-page/payment-history/%7BorderItemId%7D', 41)).toBe('/my-page/payment-history/41');
    expect(resolveNextUrl('/diary/read/3/comments', 41)).toBe('/diary/read/3/comments');
  });
  it('without a usable nextUrl the paid item in the payment history', () => {
    expect(resolveNextUrl(null, 41)).toBe('/my-page/payment-history/41');
    expect(resolveNextUrl('https://evil.example/', 41)).toBe('/my-page/payment-history/41');
  });
});
