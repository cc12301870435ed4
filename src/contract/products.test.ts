import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductListQuery, ProductThumbnailName, ProductWriteBody } from './products.ts';

const valid = { title: '아기 손수건', price: 12_900, content: { root: { type: 'root', children: [] } }, contentText: '부드러운 손수건' };
const keyOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0]?.message;
};

describe('SPEC §5 product rules for the admin writes of product management (not built yet)', () => {
  it('accepts a product with a title, a price of 0 or more and content', () => {
    expect(keyOf(ProductWriteBody, valid)).toBeNull();
    expect(keyOf(ProductWriteBody, { ...valid, price: 0 })).toBeNull();
  });

  it.each([
    [{ price: -1 }, 'InvalidProductPrice'],
    [{ price: 1.5 }, 'InvalidProductPrice'],
    [{ price: '1000' }, 'InvalidProductPrice'],
    [{ title: '   ' }, 'InvalidProductTitle'],
    [{ title: '가'.repeat(101) }, 'InvalidProductTitle'],
    [{ contentText: '' }, 'InvalidProductContent'],
  ])('%j is refused with the SPEC §8 key %s', (change, key) => {
    expect(keyOf(ProductWriteBody, { ...valid, ...change })).toBe(key);
  });

  it('a thumbnail is required and must be a JPG, JPEG, PNG, GIF or WEBP (SPEC §5 images)', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.webp']) expect(keyOf(ProductThumbnailName, name)).toBeNull();
    expect(keyOf(ProductThumbnailName, '')).toBe('InvalidProductThumbnail');
    expect(keyOf(ProductThumbnailName, 'photo.bmp')).toBe('InvalidProductImageExtension');
  });
});

describe('the product list query', () => {
  it('turns page and size into numbers and refuses what is not a page', () => {
    expect(v.parse(ProductListQuery, { page: '2', size: '12' })).toEqual({ page: 2, size: 12 });
    expect(v.parse(ProductListQuery, {})).toEqual({});
    for (const query of [{ page: '0' }, { size: '51' }, { page: '-1' }, { page: 'x' }]) expect(v.safeParse(ProductListQuery, query).success).toBe(false);
  });
});
