import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { stagedFiles } from '../../db/schema/staged-files.ts';
import { createMemoryStorage } from '../../integrations/storage.ts';
import { STAGED_GRACE_MS, holdStaged, stageImage, stagedKey, sweepStagedImages } from '../../lib/staged-images.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { picture } from '../../test/stored-files-kit.ts';
import { THUMBNAIL_RULE } from './product-write.ts';

/**
 * Decision 0091: a thumbnail is stored with a staged_files row before the product names it; the sweep
 * deletes, after the grace period, only the files no product names, and a write never names a
 * picture the sweep has taken.
 */
const clock = testClock(new Date('2026-12-01T03:00:00Z'));
const memory = createMemoryStorage();
let shade = 0;

const t = testApp({ clock, storage: memory });
beforeAll(async () => {});

const stage = async () => {
  const request = new Request('http://dodam.test/api/admin/product-thumbnails', { method: 'POST', body: new Blob([(await picture(++shade)).slice()]) });
  const token = await stageImage(t.deps, THUMBNAIL_RULE, request, 'image/png');
  return { token, key: await stagedKey(t.deps, THUMBNAIL_RULE, token) };
};
const name = (key: string) =>
  t.db.insert(products).values({ title: '아기 로션', price: 12_000, thumbnailKey: key, content: {}, contentText: '순한 로션' }).returning({ id: products.id });
const staged = async () => (await t.db.select({ key: stagedFiles.key }).from(stagedFiles)).map((r) => r.key).sort();
const sweep = () => sweepStagedImages(t.deps, [THUMBNAIL_RULE]);

describe('staged product thumbnails (decision 0091)', () => {
  it('stores the file and its staged row together', async () => {
    const { key } = await stage();
    expect(memory.keys()).toContain(key);
    expect(await staged()).toContain(key);
  });

  it('the sweep removes only unnamed staged files older than the grace period', async () => {
    await t.db.delete(stagedFiles);
    const left = await stage();
    const named = await stage();
    await name(named.key);
    clock.advance(STAGED_GRACE_MS - 60_000);
    const young = await stage();
    expect(await sweep()).toEqual({ swept: 0, deleted: 0 }); // nothing is older than the grace period yet
    clock.advance(120_000);
    expect(await sweep()).toEqual({ swept: 2, deleted: 1 });
    expect(memory.keys()).not.toContain(left.key);
    expect(memory.keys()).toContain(named.key); // a product names it: kept, only its staged row goes
    expect(memory.keys()).toContain(young.key);
    expect(await staged()).toEqual([young.key]);
  });

  it('a write never names a picture the sweep has taken; the picture a product names already passes', async () => {
    const { key } = await stage();
    await t.db
      .update(stagedFiles)
      .set({ stagedAt: new Date(clock.now().getTime() - STAGED_GRACE_MS - 1) })
      .where(eq(stagedFiles.key, key));
    await sweep();
    await expect(t.db.transaction((tx) => holdStaged(tx, THUMBNAIL_RULE, key))).rejects.toMatchObject({ key: 'InvalidProductThumbnail' });
    await expect(t.db.transaction((tx) => holdStaged(tx, THUMBNAIL_RULE, key, key))).resolves.toBeUndefined();
  });

  it('a staged row held by a write is skipped by the sweep', async () => {
    const { key } = await stage();
    await t.db
      .update(stagedFiles)
      .set({ stagedAt: new Date(clock.now().getTime() - STAGED_GRACE_MS - 1) })
      .where(eq(stagedFiles.key, key));
    // PGlite runs one transaction at a time, so the hold is shown as the sweep sees it: a row locked FOR SHARE is skipped (SKIP LOCKED).
    if (t.deps.database.kind !== 'pglite') {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const writing = t.db.transaction(async (tx) => {
        await holdStaged(tx, THUMBNAIL_RULE, key);
        await held;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect((await sweep()).swept).toBe(0);
      release();
      await writing;
    }
    expect((await sweep()).swept).toBe(1);
  });
});
