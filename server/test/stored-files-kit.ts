/**
 * Files in storage for the tests of what deletion leaves behind (decision 0032; not a test file
 * itself): a child's profile photo, a diary photo, an examination's result PDF and an inquiry's photo,
 * each made through the API as a member and an admin would, and an ultrasound photo kept from before
 * the birth; each answered by its storage key.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { inquiriesApi } from '../../src/contract/inquiries-api.ts';
import { children } from '../db/schema/children.ts';
import { diaryImages } from '../db/schema/diaries.ts';
import { examinations } from '../db/schema/examinations.ts';
import { inquiries } from '../db/schema/inquiries.ts';
import { pregnancyEntries, pregnancyPhotos } from '../db/schema/pregnancy.ts';
import { newStorageKey } from '../integrations/storage.ts';
import { diaryKit, entry } from './diary-test-kit.ts';
import type { TestContext } from './harness.ts';
import { dataOf, memberKit, type Pair } from './members.ts';
import { ordersKit } from './orders-test-kit.ts';

/** A small PNG of one colour: each call with another shade is another picture. */
export async function picture(shade: number): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: shade % 256, g: 90, b: 60 } } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

export const RESULT_PDF = new TextEncoder().encode('%PDF-1.4\n% K-CDI 결과\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export function storedFilesKit(context: () => TestContext) {
  const k = memberKit(context);
  const pay = ordersKit(context);
  const d = diaryKit(context);
  let shade = 0;
  const raw = (tokens: Pair, method: string, path: string, contentType: string, bytes: Uint8Array) =>
    context().app.request(path, { method, headers: { ...k.auth(tokens), 'content-type': contentType }, body: new Blob([bytes.slice()]) });

  return {
    /** PUT the child's profile image: expects 200 and answers the stored key. */
    async profilePhoto(tokens: Pair, childId: number): Promise<string> {
      const res = await raw(tokens, 'PUT', `/api/members/children/${childId}/profile-image`, 'image/png', await picture(++shade));
      expect(res.status).toBe(200);
      const [row] = await context().db.select({ key: children.profileImageKey }).from(children).where(eq(children.id, childId));
      return row?.key ?? expect.unreachable('no profile image key');
    },

    /** Writes the child's entry of `entryDate` with one photo: answers the photo's stored key. */
    async diaryPhoto(tokens: Pair, childId: number, entryDate: string): Promise<string> {
      const diary = await d.write(tokens, entry(childId, entryDate));
      const res = await raw(tokens, 'POST', `/api/members/diaries/${diary.id}/images`, 'image/png', await picture(++shade));
      expect(res.status).toBe(200);
      const [row] = await context().db.select({ key: diaryImages.storageKey }).from(diaryImages).where(eq(diaryImages.diaryId, diary.id));
      return row?.key ?? expect.unreachable('no diary photo key');
    },

    /**
     * An ultrasound photo of the pregnancy diary (decision 0101) as a born child keeps it from before
     * its birth: written to the rows and the storage directly, since the API takes one only before.
     */
    async ultrasoundPhoto(childId: number): Promise<string> {
      const key = newStorageKey('pregnancy', 'png');
      await context().deps.storage.put(key, { bytes: await picture(++shade), contentType: 'image/png' });
      const [entry] = await context()
        .db.insert(pregnancyEntries)
        .values({ childId, clientId: randomUUID(), week: 30, writtenOn: '2024-12-01', content: '초음파 사진을 받았어요' })
        .returning({ id: pregnancyEntries.id });
      await context()
        .db.insert(pregnancyPhotos)
        .values({ entryId: entry?.id ?? 0, storageKey: key });
      return key;
    },

    /** Buys the child's K-CDI test, has `admin` send it and register its result PDF: answers the PDF's key. */
    async examinationResult(tokens: Pair, admin: Pair, childId: number): Promise<string> {
      await pay.payFor(tokens, { orderableType: 'GROWTH_EXAMINATION', targetId: childId });
      const [made] = await context()
        .db.select({ id: examinations.id })
        .from(examinations)
        .where(eq(examinations.childId, childId))
        .orderBy(desc(examinations.id))
        .limit(1);
      const id = made?.id ?? 0;
      const sent = await context().request('POST', `/api/admin/examinations/${id}/send`, { tokens: admin, body: { access: 'https://kcdi.example/t/FILES1' } });
      expect(sent.status, sent.text).toBe(200);
      expect((await raw(admin, 'POST', `/api/admin/examinations/${id}/result`, 'application/pdf', RESULT_PDF)).status).toBe(200);
      const [row] = await context().db.select({ key: examinations.resultKey }).from(examinations).where(eq(examinations.id, id));
      return row?.key ?? expect.unreachable('no result key');
    },

    /** Sends a 1:1 inquiry and attaches a photo to it: answers the inquiry's id and the photo's key. */
    async inquiryPhoto(tokens: Pair): Promise<{ id: number; key: string }> {
      const res = await context().request('POST', '/api/members/inquiries', { tokens, body: { topic: 'ACCOUNT', content: '탈퇴하면 사진도 지워지나요?' } });
      const { id } = dataOf(res, inquiriesApi.createInquiry.response);
      expect((await raw(tokens, 'PUT', `/api/members/inquiries/${id}/photo`, 'image/png', await picture(++shade))).status).toBe(200);
      const [row] = await context().db.select({ key: inquiries.photoKey }).from(inquiries).where(eq(inquiries.id, id));
      return { id, key: row?.key ?? expect.unreachable('no inquiry photo key') };
    },
  };
}
