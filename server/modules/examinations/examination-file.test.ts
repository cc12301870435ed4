import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examinations } from '../../db/schema/examinations.ts';
import { createMemoryStorage, type FileStorage } from '../../integrations/storage.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { ordersKit } from '../../test/orders-test-kit.ts';
import { RESULT_PDF } from '../../test/stored-files-kit.ts';

/**
 * Decision 0091: the result PDF is written before the examination's transaction, never under its row
 * lock; a transaction that refuses it after the write (a cancel in between) leaves no file.
 */
const clock = testClock(new Date('2026-12-03T01:00:00Z'));
const memory = createMemoryStorage();
/** Runs while the PDF is being written: what another request does between the check and the lock. */
let duringWrite: (() => Promise<void>) | null = null;
const storage: FileStorage = {
  ...memory,
  put: async (key, file) => {
    await memory.put(key, file);
    if (key.startsWith('examination/') && duringWrite) await duringWrite();
  },
};
const k = memberKit(() => t);
const pay = ordersKit(() => t);
let admin: Pair;
let mom: Pair;
let child: number;

const pdfFiles = () => memory.keys().filter((key) => key.startsWith('examination/'));
const upload = (id: number) =>
  t.app.request(`/api/admin/examinations/${id}/result`, {
    method: 'POST',
    headers: { ...k.auth(admin), 'content-type': 'application/pdf' },
    body: new Blob([RESULT_PDF.slice()]),
  });

async function sentExamination(): Promise<number> {
  await pay.payFor(mom, { orderableType: 'GROWTH_EXAMINATION', targetId: child });
  const [made] = await t.db.select({ id: examinations.id }).from(examinations).where(eq(examinations.childId, child)).orderBy(desc(examinations.id)).limit(1);
  const id = made?.id ?? 0;
  expect((await t.request('POST', `/api/admin/examinations/${id}/send`, { tokens: admin, body: { access: 'https://kcdi.example/t/RACE1' } })).status).toBe(200);
  return id;
}

const t = testApp({ clock, storage, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  mom = await k.join('pdfrace', '레이스맘');
  child = await k.addChild(mom, bornChild('토리', '2025-01-15T03:00:00Z'));
});

describe('the result PDF and its row (decision 0091)', () => {
  it('a commit refused after the file was written leaves no file', async () => {
    const id = await sentExamination();
    const before = pdfFiles();
    duringWrite = async () => {
      await t.db.update(examinations).set({ canceledAt: clock.now() }).where(eq(examinations.id, id));
    };
    const res = await upload(id);
    duringWrite = null;
    expect(await res.json()).toEqual({ code: '409', message: 'ExaminationStateException' });
    expect(pdfFiles()).toEqual(before);
    const [row] = await t.db.select({ resultKey: examinations.resultKey }).from(examinations).where(eq(examinations.id, id));
    expect(row?.resultKey).toBeNull();
  });

  it('a committed upload keeps exactly the file its row names; a refused second one writes none', async () => {
    const id = await sentExamination();
    const before = pdfFiles();
    expect((await upload(id)).status).toBe(200);
    const [row] = await t.db.select({ resultKey: examinations.resultKey }).from(examinations).where(eq(examinations.id, id));
    expect(pdfFiles()).toEqual([...before, row?.resultKey]);
    expect(await (await upload(id)).json()).toMatchObject({ message: 'ValidPdfAlreadyExistException' });
    expect(pdfFiles()).toHaveLength(before.length + 1);
  });
});
