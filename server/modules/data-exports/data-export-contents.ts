/**
 * What a member's data copy holds (decision 0099): everything of the member's as JSON — the account,
 * its children with their growth, schedules, words, surveys and daily logs, the diary of its children
 * and every entry it wrote, with their photos, the pregnancy diary with its ultrasound photos, its comments, inquiries, orders and payments,
 * consultations, tests, reports, addresses and coupons. Secrets (password hashes, tokens) never go in.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { careLogs } from '../../db/schema/care-logs.ts';
import { childHealthCheckups, childMeasurements, childMessages, children, childSurveys, childVaccinations } from '../../db/schema/children.ts';
import { consultations } from '../../db/schema/consultations.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { diaries, diaryComments, diaryImages } from '../../db/schema/diaries.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { childGuardians } from '../../db/schema/guardians.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { pregnancyEntries } from '../../db/schema/pregnancy.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { photosOf } from '../pregnancy/pregnancy-view.ts';
import type { ExportFile } from './data-export-zip.ts';

/** A photo of the copy: its name in the ZIP and where the storage keeps it (read when the ZIP reaches it). */
export type ExportPhoto = { name: string; key: string };

/** Column names that hold a secret, never copied out (a password's hash, a token, a payment secret). */
const SECRET = /hash|token|secret|signature/i;

const clean = (rows: readonly Record<string, unknown>[]): Record<string, unknown>[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key))));

const json = (name: string, value: unknown): ExportFile => ({ name, bytes: new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`) });

const README = `도담 내 데이터 사본

이 ZIP에는 도담에 남긴 회원님의 기록이 들어 있어요 (개인정보 보호법 제35조 열람 요구).
- account.json: 계정 정보
- children.json: 아이 정보와 성장, 예방접종·건강검진, 아이에게 한마디, 설문, 하루 기록
- family.json: 함께 기록하는 아이
- diaries.json: 일기 (사진은 photos 폴더)
- pregnancy.json: 태교일기 (초음파 사진은 photos 폴더)
- comments.json, inquiries.json, orders.json, consultations.json, examinations.json,
  monthly-reports.json, addresses.json, coupons.json
시각은 UTC(ISO 8601)로 적혀 있어요.
`;

export async function exportContents(db: Db, memberId: number): Promise<{ files: ExportFile[]; photos: ExportPhoto[] }> {
  const [account] = await db.select().from(users).where(eq(users.id, memberId));
  if (!account) throw new Error('the member is gone');
  const kids = await db.select().from(children).where(eq(children.memberId, memberId));
  const kidIds = kids.map((kid) => kid.id);
  const ofKids = <T>(read: (ids: number[]) => Promise<T[]>) => (kidIds.length ? read(kidIds) : Promise.resolve([]));
  const [measurements, vaccinations, checkups, messages, surveys, logs] = await Promise.all([
    ofKids((ids) => db.select().from(childMeasurements).where(inArray(childMeasurements.childId, ids))),
    ofKids((ids) => db.select().from(childVaccinations).where(inArray(childVaccinations.childId, ids))),
    ofKids((ids) => db.select().from(childHealthCheckups).where(inArray(childHealthCheckups.childId, ids))),
    ofKids((ids) => db.select().from(childMessages).where(inArray(childMessages.childId, ids))),
    ofKids((ids) => db.select().from(childSurveys).where(inArray(childSurveys.childId, ids))),
    ofKids((ids) => db.select().from(careLogs).where(inArray(careLogs.childId, ids))),
  ]);
  const byKid = <T extends { childId: number }>(rows: T[], id: number) => clean(rows.filter((row) => row.childId === id));
  const childrenJson = kids.map((kid) => ({
    ...clean([kid])[0],
    measurements: byKid(measurements, kid.id),
    vaccinations: byKid(vaccinations, kid.id),
    healthCheckups: byKid(checkups, kid.id),
    messages: byKid(messages, kid.id),
    surveys: byKid(surveys, kid.id),
    careLogs: byKid(logs, kid.id),
  }));

  const guarded = await db
    .select({ childId: childGuardians.childId, nickname: children.nickname, since: childGuardians.createdAt })
    .from(childGuardians)
    .innerJoin(children, eq(children.id, childGuardians.childId))
    .where(eq(childGuardians.memberId, memberId));
  const entries = await db
    .select()
    .from(diaries)
    .where(kidIds.length ? or(eq(diaries.memberId, memberId), inArray(diaries.childId, kidIds)) : eq(diaries.memberId, memberId));
  const images = entries.length
    ? await db
        .select()
        .from(diaryImages)
        .where(
          inArray(
            diaryImages.diaryId,
            entries.map((entry) => entry.id),
          ),
        )
    : [];
  const photos: ExportPhoto[] = [];
  const photoName = new Map<number, string>();
  for (const image of images) {
    const name = `photos/diary-${image.diaryId}-${image.id}${image.storageKey.slice(image.storageKey.lastIndexOf('.'))}`;
    photoName.set(image.id, name);
    photos.push({ name, key: image.storageKey });
  }
  const diaryJson = entries.map((entry) => ({
    ...clean([entry])[0],
    photos: images.filter((image) => image.diaryId === entry.id).map((image) => photoName.get(image.id) ?? null),
  }));

  // 태교일기 (decisions 0100, 0101): its children's, and what the member wrote for a child it guards.
  const pregnancy = await db
    .select()
    .from(pregnancyEntries)
    .where(kidIds.length ? or(eq(pregnancyEntries.authorId, memberId), inArray(pregnancyEntries.childId, kidIds)) : eq(pregnancyEntries.authorId, memberId));
  const ultrasounds = await photosOf(
    db,
    pregnancy.map((entry) => entry.id),
  );
  const pregnancyJson = pregnancy.map((entry) => ({
    ...clean([entry])[0],
    photos: (ultrasounds.get(entry.id) ?? []).map((photo) => {
      const name = `photos/ultrasound-${entry.id}-${photo.id}${photo.storageKey.slice(photo.storageKey.lastIndexOf('.'))}`;
      photos.push({ name, key: photo.storageKey });
      return name;
    }),
  }));

  const mine = async <T extends Record<string, unknown>>(rows: Promise<T[]>) => clean(await rows);
  const [comments, inquiryRows, orderRows, itemRows, consultationRows, examinationRows, reportRows, addressRows, couponRows] = await Promise.all([
    mine(db.select().from(diaryComments).where(eq(diaryComments.authorId, memberId))),
    mine(db.select().from(inquiries).where(eq(inquiries.memberId, memberId))),
    mine(db.select().from(orders).where(eq(orders.memberId, memberId))),
    mine(db.select().from(orderItems).where(eq(orderItems.memberId, memberId))),
    mine(db.select().from(consultations).where(eq(consultations.memberId, memberId))),
    mine(db.select().from(examinations).where(eq(examinations.memberId, memberId))),
    mine(db.select().from(monthlyReports).where(eq(monthlyReports.memberId, memberId))),
    mine(db.select().from(addresses).where(eq(addresses.memberId, memberId))),
    mine(db.select().from(coupons).where(eq(coupons.memberId, memberId))),
  ]);
  const files = [
    { name: 'README.txt', bytes: new TextEncoder().encode(README) },
    json('account.json', clean([account])[0]),
    json('children.json', childrenJson),
    json('family.json', guarded),
    json('diaries.json', diaryJson),
    json('pregnancy.json', pregnancyJson),
    json('comments.json', comments),
    json('inquiries.json', inquiryRows),
    json('orders.json', { orders: orderRows, items: itemRows }),
    json('consultations.json', consultationRows),
    json('examinations.json', examinationRows),
    json('monthly-reports.json', reportRows),
    json('addresses.json', addressRows),
    json('coupons.json', couponRows),
  ];
  return { files, photos };
}
