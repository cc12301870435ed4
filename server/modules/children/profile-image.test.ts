import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOADS_PER_MINUTE, PROFILE_IMAGE_LIMIT_BYTES } from '../../../src/contract/limits.ts';
import { createMemoryStorage } from '../../integrations/storage.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { ChildSummaryData } from '../../../src/contract/child.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { sniffImageType } from '../../lib/images.ts';
import { PROFILE_IMAGE_MAX_SIDE } from './profile-image.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const storage = createMemoryStorage();
const k = memberKit(() => t);
let tokens: Pair;
let childId: number;

const t = testApp({ clock, storage, demo: true });
beforeAll(async () => {
  tokens = await k.join('photomom', '사진맘');
  childId = await k.addChild(tokens, bornChild('사진이', '2026-10-01T03:00:00Z'));
});

/** A real picture made here: 900×600 with a gradient, and EXIF with a GPS-like comment in the JPEG. */
async function picture(format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Uint8Array> {
  const base = sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 240, g: 138, b: 93 } } });
  const encoded =
    format === 'jpeg'
      ? base.jpeg().withExif({ IFD0: { Copyright: 'secret-location 37.56N 126.97E' } })
      : format === 'png'
        ? base.png()
        : format === 'gif'
          ? base.gif()
          : base.webp();
  return new Uint8Array(await encoded.toBuffer());
}

async function upload(bytes: Uint8Array | ReadableStream<Uint8Array>, contentType: string, id = childId, extra: Record<string, string> = {}) {
  const headers = { ...k.auth(tokens), 'content-type': contentType, ...extra };
  const path = `/api/members/children/${id}/profile-image`;
  // A stream body needs duplex 'half' (undici); plain bytes are sent as they are.
  const streamed: RequestInit & { duplex: 'half' } = { method: 'PUT', headers, body: bytes instanceof ReadableStream ? bytes : null, duplex: 'half' };
  const res =
    bytes instanceof ReadableStream
      ? await t.app.request(path, streamed)
      : await t.app.request(path, { method: 'PUT', headers, body: new Blob([bytes.slice()]) });
  const json: unknown = await res.json();
  return { status: res.status, json: v.parse(v.object({ code: v.string(), message: v.string(), data: v.optional(ChildSummaryData) }), json) };
}

async function fetchImage(url: string) {
  const res = await t.app.request(url);
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const imageUrlOf = (json: { data?: ChildSummaryData }) => json.data?.summary.profileImageURL ?? '';

describe('profile image upload (decision 0012; SPEC §5 images: JPG, JPEG, PNG, GIF, WEBP)', () => {
  for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
    it(`accepts a ${format.toUpperCase()}, stores it re-encoded and serves it through the signed URL`, async () => {
      const input = await picture(format);
      if (format === 'jpeg') expect((await sharp(input).metadata()).exif).toBeDefined();
      const res = await upload(input, `image/${format}`);
      expect(res.status).toBe(200);
      const url = imageUrlOf(res.json);
      expect(url).toMatch(new RegExp(`^/api/members/children/${childId}/profile-image\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
      const image = await fetchImage(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-disposition')).toBe(`inline; filename="child-${childId}.webp"`);
      expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
      const meta = await sharp(image.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', PROFILE_IMAGE_MAX_SIDE, 427]);
      expect(meta.exif).toBeUndefined();
      // One stored file per child: a replaced picture is deleted.
      expect(storage.keys()).toHaveLength(1);
    });
  }

  it('decides by content: a PNG named .gif (declared image/gif) is accepted as an image', async () => {
    const png = await picture('png');
    expect(sniffImageType(png)).toBe('png');
    expect((await upload(png, 'image/gif')).status).toBe(200);
  });

  it('refuses a text file named .jpg with 415 IllegalProfileImageTypeException', async () => {
    const text = new TextEncoder().encode('just some text, not a picture at all\n');
    expect((await upload(text, 'image/jpeg')).json).toEqual({ code: '415', message: 'IllegalProfileImageTypeException' });
  });

  it('refuses a file with image magic bytes but no image behind them (415)', async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await upload(fake, 'image/png')).json).toEqual({ code: '415', message: 'IllegalProfileImageTypeException' });
  });

  it('refuses a zero-byte file (415 IllegalProfileImageTypeException)', async () => {
    expect((await upload(new Uint8Array(0), 'image/png')).json).toEqual({ code: '415', message: 'IllegalProfileImageTypeException' });
  });

  it('refuses a declared type that is not an image (415 UnsupportedMediaType)', async () => {
    const png = await picture('png');
    for (const type of ['text/plain', 'application/json', 'image/svg+xml', 'multipart/form-data; boundary=x']) {
      expect((await upload(png, type)).json, type).toEqual({ code: '415', message: 'UnsupportedMediaType' });
    }
  });

  it(`refuses a file over ${PROFILE_IMAGE_LIMIT_BYTES} bytes with 413 ProfileImageTooLargeException, declared or streamed`, async () => {
    const big = new Uint8Array(PROFILE_IMAGE_LIMIT_BYTES + 1);
    big.set(await picture('png'));
    expect((await upload(big, 'image/png')).json).toEqual({ code: '413', message: 'ProfileImageTooLargeException' });
    expect((await upload(new Uint8Array(10), 'image/png', childId, { 'content-length': String(PROFILE_IMAGE_LIMIT_BYTES + 1) })).json).toMatchObject({
      code: '413',
    });
    // Without a length the count stops the read at the limit (chunks of 1 MiB).
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > PROFILE_IMAGE_LIMIT_BYTES * 3) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    expect((await upload(stream, 'image/png')).json).toEqual({ code: '413', message: 'ProfileImageTooLargeException' });
    expect(sent).toBeLessThanOrEqual(PROFILE_IMAGE_LIMIT_BYTES + 2 * 1024 * 1024);
  });

  it('refuses a few-kilobyte PNG of 8000×8000 pixels by its header with 413 ImageTooManyPixelsException (decision 0078)', async () => {
    const bomb = new Uint8Array(
      await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    expect((await upload(bomb, 'image/png')).json).toEqual({ code: '413', message: 'ImageTooManyPixelsException' });
  });

  it(`refuses a member's picture past ${IMAGE_UPLOADS_PER_MINUTE} in a minute with 429 TooManyImageUploadsException and Retry-After (decision 0078)`, async () => {
    const quick = await k.join('quickmom', '빠른맘');
    const child = await k.addChild(quick, bornChild('빠른이', '2026-10-01T03:00:00Z'));
    const send = () =>
      t.app.request(`/api/members/children/${child}/profile-image`, {
        method: 'PUT',
        headers: { ...k.auth(quick), 'content-type': 'image/png' },
        body: new Blob([new Uint8Array(0)]),
      });
    // Every picture sent counts, a refused one too (the empty body here: 415).
    for (let i = 0; i < IMAGE_UPLOADS_PER_MINUTE; i++) expect((await send()).status).toBe(415);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: '429', message: 'TooManyImageUploadsException' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is not counted with this one; the next minute takes pictures again.
    expect((await upload(await picture('png'), 'image/png')).status).toBe(200);
    clock.advance(61_000);
    expect((await send()).status).toBe(415);
  });

  it('accepts a file of exactly the limit size when it is a picture', async () => {
    const png = await picture('png');
    // Bytes after the PNG end are ignored by the decoder and dropped by the re-encoding.
    const padded = new Uint8Array(PROFILE_IMAGE_LIMIT_BYTES);
    padded.set(png);
    expect((await upload(padded, 'image/png')).status).toBe(200);
  });
});

describe('serving, replacing and removing (decision 0012: signed URLs)', () => {
  it('refuses a tampered, foreign, missing or expired signature with 403, and an old URL after a replace', async () => {
    const first = imageUrlOf((await upload(await picture('jpeg'), 'image/jpeg')).json);
    expect((await fetchImage(first)).status).toBe(200);
    const [path, query] = first.split('?');
    const params = new URLSearchParams(query);
    const sig = params.get('sig') ?? '';
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const other = await k.addChild(tokens, bornChild('다른이', '2026-10-01T03:00:00Z'));
    await upload(await picture('png'), 'image/png', other);
    for (const url of [
      `${path}?exp=${params.get('exp')}&sig=${flipped}`,
      `${path}?exp=${Number(params.get('exp')) + 86400}&sig=${sig}`,
      `${path}?exp=${params.get('exp')}`,
      path ?? '',
      `/api/members/children/${other}/profile-image?${query}`,
      `/api/members/children/999999/profile-image?${query}`,
    ]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(403);
    }
    // Valid for at least 24 hours, refused after 48.
    clock.advance(24 * 3600 * 1000);
    expect((await fetchImage(first)).status).toBe(200);
    clock.advance(24 * 3600 * 1000);
    expect((await fetchImage(first)).status).toBe(403);
    clock.set(new Date('2026-11-22T03:00:00Z'));

    const second = imageUrlOf((await upload(await picture('webp'), 'image/webp')).json);
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).status).toBe(403);
    expect((await fetchImage(second)).status).toBe(200);
  });

  it('removes the picture: the summary has no URL, the file is deleted, old URLs are refused', async () => {
    const url = imageUrlOf((await upload(await picture('png'), 'image/png')).json);
    const before = storage.keys().length;
    const res = await t.request('DELETE', `/api/members/children/${childId}/profile-image`, { tokens });
    expect(res.status).toBe(200);
    expect(dataOf(res, ChildSummaryData).summary.profileImageURL).toBeNull();
    expect(storage.keys()).toHaveLength(before - 1);
    expect((await fetchImage(url)).status).toBe(403);
    // Removing again is harmless.
    expect((await t.request('DELETE', `/api/members/children/${childId}/profile-image`, { tokens })).status).toBe(200);
  });

  it('deleting a child deletes its picture file', async () => {
    const id = await k.addChild(tokens, bornChild('지울이', '2026-10-01T03:00:00Z'));
    await upload(await picture('png'), 'image/png', id);
    const before = storage.keys().length;
    expect((await k.removeChild(tokens, id)).status).toBe(200);
    expect(storage.keys()).toHaveLength(before - 1);
  });

  it('lists the signed URL in the children list as well', async () => {
    const url = imageUrlOf((await upload(await picture('gif'), 'image/gif')).json);
    const listed = (await k.children(tokens)).find((c) => c.id === childId);
    expect(listed?.profileImageURL).toBe(url);
  });
});
