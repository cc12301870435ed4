import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { diaries } from '../../db/schema/diaries.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { createMemoryStorage, type FileStorage } from '../../integrations/storage.ts';
import { bornChild, notFound } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { storedFilesKit } from '../../test/stored-files-kit.ts';
import { childFileKeys } from './child-files.ts';

// Decision 0032: deleting a child deletes its files (profile photo, diary photos, ultrasound photos
// (decision 0101), examination result PDFs) after the commit; its sibling's and other members' files stay. A file that cannot be deleted
// is logged and never fails the request.
const clock = testClock(new Date('2026-11-22T03:00:00Z')); // noon in Korea
const memory = createMemoryStorage();
/** Deleting a key in `failing` throws, as a bucket that is down would. */
const failing = new Set<string>();
const storage: FileStorage = {
  ...memory,
  delete: async (key) => {
    if (failing.has(key)) throw new Error('the bucket is down');
    await memory.delete(key);
  },
};
const k = memberKit(() => t);
const files = storedFilesKit(() => t);
let admin: Pair;
let mom: Pair;
let other: Pair;

/** A child 22 months old (K-CDI covers it) with a profile photo, a diary photo and a result PDF. */
async function childWithFiles(tokens: Pair, nickname: string) {
  const id = await k.addChild(tokens, bornChild(nickname, '2025-01-15T03:00:00Z'));
  const keys = {
    profile: await files.profilePhoto(tokens, id),
    diary: await files.diaryPhoto(tokens, id, '2026-11-20'),
    ultrasound: await files.ultrasoundPhoto(id),
    result: await files.examinationResult(tokens, admin, id),
  };
  return { id, keys: Object.values(keys) };
}

const t = testApp({ clock, storage, demo: true, demoFiles: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  mom = await k.join('filesmom', '파일맘');
  other = await k.join('filesother', '옆집맘');
});

describe('DELETE /api/members/children/:id deletes the child\u2019s files', () => {
  it('leaves none of its profile photo, diary photos and examination PDF; the sibling\u2019s and another member\u2019s stay', async () => {
    const leaving = await childWithFiles(mom, '첫째');
    const sibling = await childWithFiles(mom, '둘째');
    const neighbour = await childWithFiles(other, '옆집아이');
    expect((await childFileKeys(t.db, [leaving.id])).sort()).toEqual([...leaving.keys].sort());
    const before = memory.keys();
    for (const key of [...leaving.keys, ...sibling.keys, ...neighbour.keys]) expect(before).toContain(key);

    expect((await k.removeChild(mom, leaving.id)).status).toBe(200);

    const left = memory.keys();
    expect(left.filter((key) => leaving.keys.includes(key))).toEqual([]);
    expect(left.sort()).toEqual(before.filter((key) => !leaving.keys.includes(key)).sort());
    expect(await t.db.select().from(examinations).where(eq(examinations.childId, leaving.id))).toEqual([]);
    expect(await t.db.select().from(diaries).where(eq(diaries.childId, leaving.id))).toEqual([]);
    // The sibling's examination result still downloads.
    const [test] = await t.db.select({ id: examinations.id }).from(examinations).where(eq(examinations.childId, sibling.id));
    expect((await t.app.request(`/api/members/examinations/${test?.id ?? 0}/result`, { headers: k.auth(mom) })).status).toBe(200);
  });

  it('answers 200 when a file cannot be deleted, and still deletes the others', async () => {
    const leaving = await childWithFiles(mom, '셋째');
    const [stuck, ...rest] = leaving.keys;
    failing.add(stuck ?? '');
    expect((await k.removeChild(mom, leaving.id)).status).toBe(200);
    const left = memory.keys();
    expect(left).toContain(stuck);
    expect(left.filter((key) => rest.includes(key))).toEqual([]);
    const gone = await t.request('GET', `/api/members/children/${leaving.id}`, { tokens: mom });
    expect({ status: gone.status, json: gone.json }).toEqual(notFound);
  });
});
