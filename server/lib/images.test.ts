import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS } from '../../src/contract/limits.ts';
import { AppError } from './app-error.ts';
import { imageDecodes, processImage } from './images.ts';
import { defaultPoolSize } from './worker-pool.ts';

/** A PNG of one colour: a few kilobytes however many pixels it declares. */
const flat = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#f4a261' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
const keyOf = (error: unknown) => (error instanceof AppError ? error.key : String(error));

/** Decision 0078: the pixel limit is read from the header, and the decodes are bounded. */
describe('image intake', () => {
  it('refuses an 8000×8000 PNG of a few kilobytes by its header (413 ImageTooManyPixelsException), without decoding it', async () => {
    const bomb = await flat(8000, 8000);
    expect(bomb.byteLength).toBeLessThan(300_000);
    const refused = await processImage(bomb, { maxSide: 640, illegal: 'IllegalProfileImageTypeException' }).catch((e: unknown) => e);
    expect(keyOf(refused)).toBe('ImageTooManyPixelsException');
    expect(refused instanceof AppError && refused.status).toBe(413);
    expect(imageDecodes.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('takes a picture of exactly IMAGE_MAX_PIXELS (a 24 MP phone photo fits), and refuses one pixel row more', async () => {
    expect(IMAGE_MAX_PIXELS).toBeGreaterThanOrEqual(5712 * 4284);
    const atLimit = await processImage(await flat(5000, 5000), { maxSide: 640, illegal: 'IllegalProfileImageTypeException' });
    expect([atLimit.width, atLimit.height]).toEqual([640, 640]);
    const over = await processImage(await flat(5000, 5001), { maxSide: 640, illegal: 'IllegalProfileImageTypeException' }).catch((e: unknown) => e);
    expect(keyOf(over)).toBe('ImageTooManyPixelsException');
  });

  it('decodes at most the pool size of pictures at once; the others wait their turn and all are made', async () => {
    const picture = await flat(2000, 1500);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, imageDecodes.load().running)), 1);
    const made = await Promise.all(Array.from({ length: 8 }, () => processImage(picture, { maxSide: 640, illegal: 'IllegalProfileImageTypeException' })));
    clearInterval(watch);
    expect(made.map((m) => m.width)).toEqual(Array(8).fill(640));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(defaultPoolSize());
  });

  it('refuses a picture past the line of waiting decodes with 503 ServerBusyException', async () => {
    const picture = await flat(3000, 2000);
    const options = { maxSide: 640, illegal: 'IllegalProfileImageTypeException' } as const;
    const answers = await Promise.all(Array.from({ length: 40 }, () => processImage(picture, options).then(() => 'made', keyOf)));
    expect(answers).toContain('made');
    expect(answers).toContain('ServerBusyException');
    expect(answers.filter((a) => a !== 'made' && a !== 'ServerBusyException')).toEqual([]);
  });
});
