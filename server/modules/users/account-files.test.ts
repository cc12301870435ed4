import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryImages } from '../../db/schema/diaries.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createMemoryStorage } from '../../integrations/storage.ts';
import { startTestApp, testClock, type TestContext } from '../../test/harness.ts';
import { memberKit } from '../../test/members.ts';
import { accountFileKeys } from './account-files.ts';

// Decision 0032: deleting an account deletes its files too (children's profile photos, diary
// photos, PDF books), in whichever storage holds them; other members' files stay.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const storage = createMemoryStorage();
let t: TestContext;
const k = memberKit(() => t);
const PHOTO = 'diary/photo-of-the-parent-0001.webp';

beforeAll(async () => {
  t = await startTestApp({ clock, storage });
  await seedDemo(t.db, clock.now(), { storage });
});
afterAll(() => t.close());

describe('account deletion deletes the account\u2019s files', () => {
  it('leaves none of the profile photos, diary photos and PDF books behind', async () => {
    const tokens = await k.signIn('parent');
    const me = await k.me(tokens);
    const [child] = await t.db.select({ id: children.id }).from(children).where(eq(children.memberId, me.id)).limit(1);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 9, g: 8, b: 7 } } })
      .png()
      .toBuffer();
    const upload = await t.app.request(`/api/members/children/${child?.id ?? 0}/profile-image`, {
      method: 'PUT',
      headers: { ...k.auth(tokens), 'content-type': 'image/png' },
      body: new Blob([new Uint8Array(png)]),
    });
    expect(upload.status).toBe(200);
    // A diary photo (stored as the upload route would).
    const [diary] = await t.db.select({ id: diaries.id }).from(diaries).where(eq(diaries.memberId, me.id)).limit(1);
    await storage.put(PHOTO, { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    await t.db.insert(diaryImages).values({ diaryId: diary?.id ?? 0, storageKey: PHOTO, position: 9 });

    const owned = await accountFileKeys(t.db, me.id);
    const everything = storage.keys();
    const others = everything.filter((key) => !owned.includes(key));
    console.log(`files of the deleted account: ${owned.length} (of ${everything.length} stored)`);
    expect(owned.some((key) => key.endsWith('.pdf') || key.includes('pdf'))).toBe(true);
    expect(owned).toContain(PHOTO);
    expect(owned.length).toBeGreaterThanOrEqual(3);
    for (const key of owned) expect(everything).toContain(key);

    expect((await t.request('DELETE', '/api/users/me', { tokens })).status).toBe(200);
    const left = storage.keys();
    expect(left.filter((key) => owned.includes(key))).toEqual([]);
    expect(left.sort()).toEqual(others.sort());
  });
});
