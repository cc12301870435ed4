import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminInquiriesApi } from '../../../src/contract/admin-inquiries-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryImages } from '../../db/schema/diaries.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { createMemoryStorage } from '../../integrations/storage.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit } from '../../test/members.ts';
import { storedFilesKit } from '../../test/stored-files-kit.ts';
import { accountFileKeys } from './account-files.ts';

// Decision 0032: deleting an account deletes its files too (children's profile photos, diary
// photos, examination result PDFs, PDF books, inquiry photos), in whichever storage holds them;
// decision 0072: the member's inquiries go with the account. Other members' files and rows stay.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const storage = createMemoryStorage();
const k = memberKit(() => t);
const files = storedFilesKit(() => t);
const PHOTO = 'diary/photo-of-the-parent-0001.webp';

const t = testApp({ clock, storage, demo: true, demoFiles: true });
beforeAll(async () => {});

describe('account deletion deletes the account\u2019s files', () => {
  it('leaves none of the profile photos, diary photos, examination PDFs, PDF books and inquiry photos behind', async () => {
    const tokens = await k.signIn('parent');
    const admin = await k.signIn('admin');
    const me = await k.me(tokens);
    const [child] = await t.db.select({ id: children.id }).from(children).where(eq(children.memberId, me.id)).limit(1);
    const profile = await files.profilePhoto(tokens, child?.id ?? 0);
    // A diary photo (stored as the upload route would).
    const [diary] = await t.db.select({ id: diaries.id }).from(diaries).where(eq(diaries.memberId, me.id)).limit(1);
    await storage.put(PHOTO, { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    await t.db.insert(diaryImages).values({ diaryId: diary?.id ?? 0, storageKey: PHOTO, position: 9 });
    // A K-CDI result PDF for a child of K-CDI's ages, and a photo sent with a 1:1 inquiry.
    const toddler = await k.addChild(tokens, bornChild('토리', '2025-01-15T03:00:00Z'));
    const result = await files.examinationResult(tokens, admin, toddler);
    const inquiry = await files.inquiryPhoto(tokens);
    // Another member's inquiry photo, which stays.
    const neighbour = await k.join('stayingmom', '남는맘');
    const kept = await files.inquiryPhoto(neighbour);

    const owned = await accountFileKeys(t.db, me.id);
    const everything = storage.keys();
    const others = everything.filter((key) => !owned.includes(key));
    console.log(`files of the deleted account: ${owned.length} (of ${everything.length} stored)`);
    expect(owned.some((key) => key.endsWith('.pdf') && key !== result)).toBe(true);
    expect(owned).toEqual(expect.arrayContaining([profile, PHOTO, result, inquiry.key]));
    expect(owned).not.toContain(kept.key);
    for (const key of owned) expect(everything).toContain(key);

    // The demo's paid consultation and its test waiting for a result would refuse the deletion
    // (decision 0087): the back office gives both first, as it would before a member leaves.
    await t.db
      .update(orderItems)
      .set({ status: 'PROVIDED', providedAt: clock.now() })
      .where(and(eq(orderItems.memberId, me.id), eq(orderItems.status, 'PAID')));
    await t.db
      .update(examinations)
      .set({ resultAt: clock.now() })
      .where(and(eq(examinations.memberId, me.id), isNull(examinations.resultAt)));
    expect((await t.request('DELETE', '/api/users/me', { tokens })).status).toBe(200);
    const left = storage.keys();
    for (const key of [profile, PHOTO, result, inquiry.key]) expect(left).not.toContain(key);
    expect(left.filter((key) => owned.includes(key))).toEqual([]);
    expect(left.sort()).toEqual(others.sort());
    expect(left).toContain(kept.key);
    expect(await t.db.select().from(examinations).where(eq(examinations.childId, toddler))).toEqual([]);
  });
});

describe('account deletion deletes the member\u2019s 1:1 inquiries (decision 0072)', () => {
  it('removes the rows and their photos; the back office lists the others, and its audit rows stay', async () => {
    const admin = await k.signIn('admin');
    const leaving = await k.join('leavingasker', '떠나는맘');
    const staying = await k.join('stayingasker', '남는문의맘');
    const asked = await files.inquiryPhoto(leaving);
    const other = await files.inquiryPhoto(staying);
    // The admin reads and answers the leaving member's inquiry: audit rows about it.
    expect((await t.request('POST', `/api/admin/inquiries/${asked.id}/answer`, { tokens: admin, body: { answer: '네, 함께 지워져요.' } })).status).toBe(200);
    const audited = () =>
      t.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.resourceKind, 'inquiry'), eq(auditLog.resourceId, asked.id)));
    const auditRows = await audited();
    expect(auditRows.length).toBeGreaterThan(0);
    const memberId = (await k.me(leaving)).id;

    expect((await t.request('DELETE', '/api/users/me', { tokens: leaving })).status).toBe(200);

    expect(await t.db.select().from(inquiries).where(eq(inquiries.memberId, memberId))).toEqual([]);
    expect(storage.keys()).not.toContain(asked.key);
    expect(storage.keys()).toContain(other.key);
    const list = dataOf(await t.request('GET', '/api/admin/inquiries?size=100', { tokens: admin }), adminInquiriesApi.adminInquiries.response);
    const ids = list.items.map((row) => row.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(asked.id);
    const gone = await t.request('GET', `/api/admin/inquiries/${asked.id}`, { tokens: admin });
    expect({ status: gone.status, message: gone.json?.message }).toEqual({ status: 404, message: 'NoSuchInquiryException' });
    expect(await audited()).toEqual(auditRows);
  });
});
