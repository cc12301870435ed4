import * as v from 'valibot';
import { PRODUCT_THUMBNAIL_LIMIT_BYTES } from '../../contract/admin-products-api.ts';
import { ProductThumbnailName } from '../../contract/products.ts';

/**
 * The name and size checks before any byte leaves (SPEC §5 image types, §8 messages): the message
 * key, or null. The server then checks the content itself (decision 0064).
 */
export function thumbnailProblem(file: { name: string; size: number }): string | null {
  const named = v.safeParse(ProductThumbnailName, file.name);
  if (!named.success) return named.issues[0]?.message ?? 'InvalidProductThumbnail';
  if (file.size === 0) return 'FileSizeZero';
  if (file.size > PRODUCT_THUMBNAIL_LIMIT_BYTES) return 'ProductImageTooLargeException';
  return null;
}
