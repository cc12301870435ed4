import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_LIMIT_BYTES } from '../../contract/limits.ts';
import { checkPhoto } from './photo-check.ts';

describe('photo check before upload (SPEC §5 images; decision 0012)', () => {
  it('accepts JPG, JPEG, PNG, GIF and WEBP by name, in any case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp']) expect(checkPhoto({ name, type: '', size: 10 }).ok, name).toBe(true);
  });
  it('declares the browser type when it is an image type, else the one of the extension', () => {
    expect(checkPhoto({ name: 'renamed.gif', type: 'image/gif', size: 10 })).toEqual({ ok: true, contentType: 'image/gif' });
    expect(checkPhoto({ name: 'photo.webp', type: '', size: 10 })).toEqual({ ok: true, contentType: 'image/webp' });
    expect(checkPhoto({ name: 'photo.jpg', type: 'application/octet-stream', size: 10 })).toEqual({ ok: true, contentType: 'image/jpeg' });
  });
  it('refuses other types, empty and oversized files', () => {
    expect(checkPhoto({ name: 'a.heic', type: 'image/heic', size: 10 })).toEqual({ ok: false, key: 'IllegalProfileImageTypeException' });
    expect(checkPhoto({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toEqual({ ok: false, key: 'IllegalProfileImageTypeException' });
    expect(checkPhoto({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({ ok: false, key: 'IllegalProfileImageTypeException' });
    expect(checkPhoto({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({ ok: false, key: 'FileSizeZero' });
    expect(checkPhoto({ name: 'a.png', type: 'image/png', size: PROFILE_IMAGE_LIMIT_BYTES })).toMatchObject({ ok: true });
    expect(checkPhoto({ name: 'a.png', type: 'image/png', size: PROFILE_IMAGE_LIMIT_BYTES + 1 })).toEqual({ ok: false, key: 'ProfileImageTooLargeException' });
  });
});
