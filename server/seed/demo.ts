import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { children } from '../db/schema/children.ts';
import { users } from '../db/schema/users.ts';
import type { FileStorage } from '../integrations/storage.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemoWords } from './demo-words.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { seedDemoGrowth } from './demo-growth.ts';
import { seedDemoCareLogs } from './demo-care-logs.ts';
import { seedDemoDiaries } from './demo-diaries.ts';
import { seedDemoCommunity } from './demo-community.ts';
import { seedDemoExpertComments } from './demo-expert-comments.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoDiaryPdf } from './demo-diary-pdf.ts';
import { seedDemoReportDiaries, seedDemoReports } from './demo-reports.ts';
import { seedDemoNotices } from './demo-notices.ts';
import { seedDemoInquiries } from './demo-inquiries.ts';
import { seedDemoCareInfo } from './demo-care-info.ts';

export const DEMO_PASSWORD = 'dodam1234';

/** Printed by npm start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { loginId: 'admin', role: 'ROLE_ADMIN', about: '관리자 — lands on /admin' },
  { loginId: 'expert', role: 'ROLE_EXPERT', about: '전문가 — lands on /main' },
  { loginId: 'parent', role: 'ROLE_MEMBER', about: 'member with two children, one selected' },
  { loginId: 'newparent', role: 'ROLE_MEMBER', about: 'member with no child yet → /my-page/child-info' },
  { loginId: 'incomplete', role: 'ROLE_MEMBER', about: 'member with a missing profile → /auth/sign-up/add' },
  { loginId: 'friend', role: 'ROLE_MEMBER', about: '새싹맘: a second parent whose entries are shared in /community' },
] as const;

/**
 * Demo data for development (refused in production by env.ts); loads only into an empty database.
 * The products need the file storage for their thumbnails, and 도담이's made diary PDF book for its
 * file: without `storage` (most server tests) there are neither.
 */
export async function seedDemo(db: Db, now: Date = new Date(), options: { storage?: FileStorage } = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const agreed = { termsAgreedAt: now, privacyAgreedAt: now, guardianConsentAt: now };
  const complete = (name: string, nickname: string, phone: string) => ({ ...agreed, name, nickname, phone, phoneVerifiedAt: now });

  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      { loginId: 'admin', passwordHash, role: 'ROLE_ADMIN', email: 'admin@dodam.example', ...complete('관리자', '도담관리자', '01000000001') },
      { loginId: 'expert', passwordHash, role: 'ROLE_EXPERT', email: 'expert@dodam.example', ...complete('김전문', '육아전문가', '01000000002') },
      {
        loginId: 'parent',
        passwordHash,
        role: 'ROLE_MEMBER',
        email: 'parent@dodam.example',
        ...complete('이하늘', '하늘맘', '01012345678'),
        diaryNotiTime: '21:00',
        pushNotiEnabled: true,
      },
      { loginId: 'newparent', passwordHash, role: 'ROLE_MEMBER', ...complete('박새롬', '새롬아빠', '01023456789') },
      { loginId: 'incomplete', passwordHash, role: 'ROLE_MEMBER', nickname: '미완성', ...agreed },
    ]);
    const [parent] = await tx.select({ id: users.id }).from(users).where(eq(users.loginId, 'parent'));
    if (!parent) return;
    const day = 24 * 3600 * 1000;
    const inserted = await tx
      .insert(children)
      .values([
        { memberId: parent.id, nickname: '도담이', sex: 'FEMALE', born: true, birthDateTime: new Date(now.getTime() - 400 * day), height: 78.5, weight: 10.2 },
        { memberId: parent.id, nickname: '튼튼이', sex: 'MALE', born: false, birthDueDate: new Date(now.getTime() + 60 * day).toISOString().slice(0, 10) },
      ])
      .returning({ id: children.id });
    const first = inserted[0];
    if (first) await tx.update(users).set({ selectedChildId: first.id }).where(eq(users.id, parent.id));
    if (first) await seedDemoWords(tx, { parentId: parent.id, dodamId: first.id }, now);
    if (first) await seedDemoSchedules(tx, { dodamId: first.id }, now);
    if (first) await seedDemoGrowth(tx, { dodamId: first.id }, now);
    if (first) await seedDemoCareLogs(tx, { parentId: parent.id, dodamId: first.id }, now);
    if (first) await seedDemoDiaries(tx, { parentId: parent.id, dodamId: first.id }, now);
    if (first) await seedDemoReportDiaries(tx, { parentId: parent.id, dodamId: first.id }, now);
    if (first) await seedDemoOrders(tx, { parentId: parent.id, dodamId: first.id }, now);
    await seedDemoAddresses(tx, { parentId: parent.id }, now);
    await seedDemoInquiries(tx, { parentId: parent.id }, now);
    if (options.storage) await seedDemoProducts(tx, options.storage, now);
    if (options.storage) await seedDemoCareInfo(tx, options.storage, now);
    if (first && options.storage)
      await seedDemoDiaryPdf(tx, options.storage, { parentId: parent.id, dodamId: first.id, birthDateTime: new Date(now.getTime() - 400 * day) }, now);
    await seedDemoCommunity(
      tx,
      { parentId: parent.id },
      { loginId: 'friend', passwordHash, role: 'ROLE_MEMBER', ...complete('최새싹', '새싹맘', '01034567890') },
      now,
    );
    await seedDemoExpertComments(tx, now);
    await seedDemoNotices(tx, now);
  });
  // The two past months' reports, made by the job's own steps once the diary is in (decision 0067).
  await seedDemoReports(db, now);
  return true;
}
