import { describe, expect, it } from 'vitest';
import { PRODUCT_THUMBNAIL_LIMIT_BYTES } from '../../contract/admin-products-api.ts';
import { thumbnailProblem } from './thumbnail-check.ts';

/** SPEC §5 image types (JPG, JPEG, PNG, GIF, WEBP) and §8's product image messages, before the upload (decision 0064). */
describe('a product picture before it is sent', () => {
  it('takes the five picture types by name, in any letter case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.WebP']) expect(thumbnailProblem({ name, size: 10 })).toBeNull();
  });
  it('refuses other names with InvalidProductImageExtension', () => {
    for (const name of ['a.heic', 'notes.txt', 'picture', 'a.svg']) expect(thumbnailProblem({ name, size: 10 })).toBe('InvalidProductImageExtension');
  });
  it('refuses an empty file and one past the limit', () => {
    expect(thumbnailProblem({ name: 'a.png', size: 0 })).toBe('FileSizeZero');
    expect(thumbnailProblem({ name: 'a.png', size: PRODUCT_THUMBNAIL_LIMIT_BYTES + 1 })).toBe('ProductImageTooLargeException');
    expect(thumbnailProblem({ name: 'a.png', size: PRODUCT_THUMBNAIL_LIMIT_BYTES })).toBeNull();
  });
});
