/**
 * The pure maths of the client-side photo compression (compress-image.ts does the canvas work):
 * the size to draw at, and which of the original and the re-encoded file to send.
 */
import { DIARY_IMAGE_LIMIT_BYTES } from '../../contract/diary.ts';

/** The longest side of a photo as sent; a phone's 4000 px photo becomes 1600 px. */
export const MAX_SIDE = 1600;
/** The types the server accepts (SPEC §5, checked there by magic bytes). */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Scale (width, height) down to fit maxSide on the longer side, keeping the ratio; never up. */
export function fitWithin(width: number, height: number, maxSide: number = MAX_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** An animated GIF would lose its frames on a canvas, so it is sent as it is. */
export function shouldReencode(type: string): boolean {
  return type !== 'image/gif';
}

export type PickedSize = { kind: 'ok'; use: 'original' | 'compressed' } | { kind: 'tooLarge' } | { kind: 'badType' };

/**
 * Which file to upload: the smaller of the two that the server takes; an original in another type
 * (HEIC…) only as re-encoded; anything still over DIARY_IMAGE_LIMIT_BYTES is refused here.
 */
export function pickUpload(original: { type: string; size: number }, compressed: { type: string; size: number } | null): PickedSize {
  const originalOk = (ACCEPTED_TYPES as readonly string[]).includes(original.type);
  const candidates: { use: 'original' | 'compressed'; size: number }[] = [];
  if (compressed && (ACCEPTED_TYPES as readonly string[]).includes(compressed.type)) candidates.push({ use: 'compressed', size: compressed.size });
  if (originalOk) candidates.push({ use: 'original', size: original.size });
  if (candidates.length === 0) return { kind: 'badType' };
  const best = candidates.reduce((a, b) => (b.size < a.size ? b : a));
  return best.size > DIARY_IMAGE_LIMIT_BYTES ? { kind: 'tooLarge' } : { kind: 'ok', use: best.use };
}
