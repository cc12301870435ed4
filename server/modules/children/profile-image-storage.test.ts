import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChildSummaryData } from '../../../src/contract/child.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { bornChild } from '../../test/child-test-kit.ts';

// SPEC §8 FileUploadException / FileDownloadException: a storage that is down answers "temporary
// failure, retry" (503), never an unknown error, and the child keeps no half-made photo.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
let down = true;
const storage: FileStorage = {
  kind: 'memory',
  put: async () => {
    if (down) throw new Error('bucket unreachable');
  },
  get: async () => {
    throw new Error('bucket unreachable');
  },
  stream: async () => {
    throw new Error('bucket unreachable');
  },
  delete: async () => undefined,
};
const k = memberKit(() => t);
let tokens: Pair;
let childId: number;

const t = testApp({ clock, storage, demo: true });
beforeAll(async () => {
  tokens = await k.join('storagemom', '저장맘');
  childId = await k.addChild(tokens, bornChild('저장이', '2026-10-01T03:00:00Z'));
});

describe('profile image when the file storage fails (SPEC §8 temporary failures)', () => {
  it('an upload answers 503 FileUploadException and leaves the child without a photo', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const res = await t.app.request(`/api/members/children/${childId}/profile-image`, {
      method: 'PUT',
      headers: { ...k.auth(tokens), 'content-type': 'image/png' },
      body: new Blob([new Uint8Array(png)]),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: '503', message: 'FileUploadException' });
    const summary = await t.request('GET', `/api/members/children/${childId}`, { tokens });
    expect(summary.json).toMatchObject({ data: { summary: { profileImageURL: null } } });
  });

  it('serving a stored photo answers 503 FileDownloadException', async () => {
    down = false;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const res = await t.app.request(`/api/members/children/${childId}/profile-image`, {
      method: 'PUT',
      headers: { ...k.auth(tokens), 'content-type': 'image/png' },
      body: new Blob([new Uint8Array(png)]),
    });
    expect(res.status).toBe(200);
    const url = v.parse(v.object({ data: ChildSummaryData }), await res.json()).data.summary.profileImageURL;
    expect(url).toMatch(/^\/api\/members\/children\/\d+\/profile-image\?/);
    const image = await t.app.request(url ?? '');
    expect(image.status).toBe(503);
    expect(await image.json()).toMatchObject({ code: '503', message: 'FileDownloadException' });
  });
});
