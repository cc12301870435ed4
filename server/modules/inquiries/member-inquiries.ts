/**
 * The member's side of 1:1 inquiries (decision 0072): send one (at most INQUIRY_OPEN_MAX waiting at
 * once, counted under a lock on the member's row so two taps cannot pass the cap together), list
 * them, open one (which marks its answer read) and attach a photo while it waits.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { INQUIRY_OPEN_MAX, type InquiryCreateBody, type MemberInquiry, type MemberInquiryList } from '../../../src/contract/inquiries.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { forgetFiles, storeThenCommit } from '../../lib/stored-files.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProcessedImage } from '../../lib/images.ts';
import { memberInquiryOf, type InquiryRow } from './inquiry-view.ts';

/** The list shows this many, newest first (the cap on waiting ones keeps a member's list short). */
const LIST_MAX = 100;

export function createMemberInquiries(deps: Deps) {
  const { db } = deps.database;
  const view = (row: InquiryRow) => memberInquiryOf(row, deps.urls, deps.clock.now());

  async function own(memberId: number, id: number): Promise<InquiryRow> {
    const [row] = await db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId)))
      .limit(1);
    if (!row) throw new AppError('NoSuchInquiryException');
    return row;
  }

  async function list(memberId: number): Promise<MemberInquiryList> {
    const rows = await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.memberId, memberId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(LIST_MAX);
    const [counts] = await db
      .select({
        open: sql<number>`(count(*) filter (where ${inquiries.status} = 'WAITING'))::int`,
        unread: sql<number>`(count(*) filter (where ${inquiries.status} = 'ANSWERED' and ${inquiries.answerReadAt} is null))::int`,
      })
      .from(inquiries)
      .where(eq(inquiries.memberId, memberId));
    return { inquiries: rows.map(view), open: counts?.open ?? 0, openMax: INQUIRY_OPEN_MAX, unreadAnswers: counts?.unread ?? 0 };
  }

  async function create(memberId: number, body: InquiryCreateBody): Promise<MemberInquiry> {
    const now = deps.clock.now();
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
      const [open] = await tx
        .select({ n: count() })
        .from(inquiries)
        .where(and(eq(inquiries.memberId, memberId), eq(inquiries.status, 'WAITING')));
      if ((open?.n ?? 0) >= INQUIRY_OPEN_MAX) throw new AppError('InquiryLimitExceededException');
      const [made] = await tx.insert(inquiries).values({ memberId, topic: body.topic, content: body.content, createdAt: now, updatedAt: now }).returning();
      if (!made) throw new Error('insert returned no row');
      return made;
    });
    return view(row);
  }

  /** Opening an answered inquiry marks its answer read: the dot on My page goes (decision 0072). */
  async function read(memberId: number, id: number): Promise<MemberInquiry> {
    const row = await own(memberId, id);
    if (row.status !== 'ANSWERED' || row.answerReadAt !== null) return view(row);
    const now = deps.clock.now();
    const [marked] = await db
      .update(inquiries)
      .set({ answerReadAt: now })
      .where(and(eq(inquiries.id, id), isNull(inquiries.answerReadAt)))
      .returning();
    return view(marked ?? { ...row, answerReadAt: now });
  }

  /** 404 or 409 before the picture is decoded (the caller asks this first). */
  async function checkPhotoAllowed(memberId: number, id: number): Promise<void> {
    if ((await own(memberId, id)).status !== 'WAITING') throw new AppError('InquiryStateException');
  }

  /** Stores the picture and names it on the inquiry; a replaced picture's file is removed after the commit. */
  async function attachPhoto(memberId: number, id: number, image: ProcessedImage): Promise<MemberInquiry> {
    const { row, before } = await storeThenCommit(deps, { folder: 'inquiry', ...image }, (key) =>
      db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(inquiries)
          .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId)))
          .for('update');
        if (!found) throw new AppError('NoSuchInquiryException');
        if (found.status !== 'WAITING') throw new AppError('InquiryStateException');
        const [updated] = await tx.update(inquiries).set({ photoKey: key, updatedAt: deps.clock.now() }).where(eq(inquiries.id, id)).returning();
        if (!updated) throw new Error('update returned no row');
        return { row: updated, before: found.photoKey };
      }),
    );
    await forgetFiles(deps, [before], 'a replaced inquiry photo');
    return view(row);
  }

  return { list, create, read, checkPhotoAllowed, attachPhoto };
}
