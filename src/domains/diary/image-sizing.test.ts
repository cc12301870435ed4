import { describe, expect, it } from 'vitest';
import { DIARY_IMAGE_LIMIT_BYTES } from '../../contract/diary.ts';
import { fitWithin, MAX_SIDE, pickUpload, shouldReencode } from './image-sizing.ts';

describe('photo compression sizing (decision 0020)', () => {
  it('scales the longer side down to 1600 px, keeping the ratio', () => {
    expect(MAX_SIDE).toBe(1600);
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(8000, 100)).toEqual({ width: 1600, height: 20 });
    expect(fitWithin(20000, 1)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges a small photo and rejects empty sizes', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
  });

  it('keeps animated GIFs as they are', () => {
    expect(shouldReencode('image/gif')).toBe(false);
    expect(shouldReencode('image/jpeg')).toBe(true);
  });

  it('sends the smaller accepted file and refuses what stays over the limit', () => {
    expect(pickUpload({ type: 'image/jpeg', size: 5_000_000 }, { type: 'image/webp', size: 400_000 })).toEqual({ kind: 'ok', use: 'compressed' });
    expect(pickUpload({ type: 'image/png', size: 90_000 }, { type: 'image/webp', size: 120_000 })).toEqual({ kind: 'ok', use: 'original' });
    expect(pickUpload({ type: 'image/heic', size: 3_000_000 }, { type: 'image/jpeg', size: 500_000 })).toEqual({ kind: 'ok', use: 'compressed' });
    expect(pickUpload({ type: 'image/heic', size: 3_000_000 }, null)).toEqual({ kind: 'badType' });
    expect(pickUpload({ type: 'image/gif', size: DIARY_IMAGE_LIMIT_BYTES + 1 }, null)).toEqual({ kind: 'tooLarge' });
    expect(pickUpload({ type: 'image/gif', size: DIARY_IMAGE_LIMIT_BYTES }, null)).toEqual({ kind: 'ok', use: 'original' });
  });
});
