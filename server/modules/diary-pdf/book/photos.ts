/**
 * Diary photos for the book. They are stored as WEBP (server/lib/images.ts), which PDF cannot hold:
 * each is re-encoded as a JPEG just large enough for the box it is printed in (about 160 dpi), so a
 * year of photos stays a book that downloads on a phone. Grid cells are filled (cropped around the
 * most interesting part); a photo printed alone keeps its whole frame.
 */
import sharp from 'sharp';

/** Printed pixels per point: 2.2 ≈ 160 dpi, sharp on a phone and in a home print. */
const PIXELS_PER_POINT = 2.2;
const JPEG_QUALITY = 80;

export type PhotoBox = { width: number; height: number; fit: 'cover' | 'contain' };
export type PreparedPhoto = { jpeg: Uint8Array; width: number; height: number };

/** The photo as a JPEG for `box` (points), or null when the bytes are not a picture sharp can read. */
export async function preparePhoto(bytes: Uint8Array, box: PhotoBox): Promise<PreparedPhoto | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 70_000_000 })
      .rotate()
      .resize({
        width: Math.round(box.width * PIXELS_PER_POINT),
        height: Math.round(box.height * PIXELS_PER_POINT),
        fit: box.fit === 'cover' ? 'cover' : 'inside',
        position: sharp.strategy.attention,
        withoutEnlargement: box.fit !== 'cover',
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Whether sharp can read the bytes as a picture (checked before the layout, so no cell stays empty). */
export async function isPicture(bytes: Uint8Array): Promise<boolean> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: 70_000_000 }).metadata();
    return width > 0 && height > 0;
  } catch {
    return false;
  }
}
