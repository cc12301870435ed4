/**
 * Client-side compression of a diary photo (lazy: loaded when the first photo is picked): decode,
 * draw at most MAX_SIDE px on the longer side, re-encode as WEBP (JPEG where WEBP encoding is not
 * supported), and keep whichever of the original and the result is smaller (image-sizing.ts).
 */
import { fitWithin, pickUpload, shouldReencode } from './image-sizing.ts';

export type Compressed = { kind: 'ok'; blob: Blob; width: number; height: number } | { kind: 'tooLarge' } | { kind: 'badType' };

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export async function compressImage(file: Blob): Promise<Compressed> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Not decodable here (or not an image): only an accepted type may still go as it is.
    const pick = pickUpload(file, null);
    return pick.kind === 'ok' ? { kind: 'ok', blob: file, width: 0, height: 0 } : pick;
  }
  const natural = { width: bitmap.width, height: bitmap.height };
  const size = fitWithin(natural.width, natural.height);
  let compressed: Blob | null = null;
  if (shouldReencode(file.type)) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context) {
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      compressed = await toBlob(canvas, 'image/webp', 0.82);
      if (!compressed || compressed.type !== 'image/webp') compressed = await toBlob(canvas, 'image/jpeg', 0.85);
    }
  }
  bitmap.close();
  const pick = pickUpload(file, compressed);
  if (pick.kind !== 'ok') return pick;
  return pick.use === 'compressed' && compressed ? { kind: 'ok', blob: compressed, ...size } : { kind: 'ok', blob: file, ...natural };
}
