/**
 * 1:1 inquiries in the back office (decision 0072; the list kit of decisions 0041, 0045, 0046): by
 * member, state, topic and Korea day sent, newest first; the detail; and the answer, with its audit
 * row in its transaction and a push to the member after the commit.
 */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminInquiryDetail, AdminInquiryRow } from '../../../src/contract/admin-inquiries-api.ts';
import type { AdminInquiryListQuery } from '../../../src/contract/admin-inquiries.ts';
import type { Db } from '../../db/client.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { contains, countAll, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { AppError } from '../../lib/app-error.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList, type SelectedOf } from '../../lib/list-declaration.ts';
import { INQUIRY_STATUS_WORDS, INQUIRY_TOPIC_WORDS } from '../../lib/list-words.ts';
import { pushToMember } from '../../lib/push-member.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { inquiryPhotoUrl } from './inquiry-view.ts';

const member = alias(users, 'inquiry_member');
const answerer = alias(users, 'inquiry_answerer');
/** The list's and the CSV's first words of an inquiry. */
const PREVIEW_MAX = 80;

const SEARCH: SearchSpec<NonNullable<AdminInquiryListQuery['category']>> = {
  nickname: (q) => contains(member.nickname, q),
  id: (q) => idIs(inquiries.memberId, q),
};

const SORT_COLUMNS = { createdAt: inquiries.createdAt, answeredAt: inquiries.answeredAt, id: inquiries.id };

const selectRows = (db: Pick<Db, 'select'>) =>
  db
    .select({ row: inquiries, nickname: member.nickname, memberStatus: member.status, answererNickname: answerer.nickname })
    .from(inquiries)
    .innerJoin(member, eq(member.id, inquiries.memberId))
    .leftJoin(answerer, eq(answerer.id, inquiries.answeredBy))
    .$dynamic();

type Selected = SelectedOf<ReturnType<typeof selectRows>>;

const preview = (text: string) => (text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX)}…` : text);

function rowOf({ row, nickname, memberStatus }: Selected, whole: boolean): AdminInquiryRow {
  return {
    id: row.id,
    member: { id: row.memberId, nickname: nickname ?? '', restricted: memberStatus === 'RESTRICTED' },
    topic: row.topic,
    status: row.status,
    content: whole ? row.content : preview(row.content),
    hasPhoto: row.photoKey !== null,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The inquiries waiting for an answer right now (the list's hint and the dashboard's queue). */
export async function inquiryWaiting(db: Db): Promise<number> {
  const [found] = await db.select({ n: countAll() }).from(inquiries).where(eq(inquiries.status, 'WAITING'));
  return found?.n ?? 0;
}

export const inquiryListDeclaration = declareList({
  select: selectRows,
  id: inquiries.id,
  where: (query: AdminInquiryListQuery, _ctx: Record<string, never>) =>
    and(
      searchOf(SEARCH, query.category, query.q),
      query.status === undefined ? undefined : eq(inquiries.status, query.status),
      query.topic === undefined ? undefined : eq(inquiries.topic, query.topic),
      query.memberId === undefined ? undefined : eq(inquiries.memberId, query.memberId),
      ...koreaDayRange(inquiries.createdAt, query.from, query.to),
    ),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: (r) => rowOf(r, false),
  csv: {
    list: 'inquiries',
    name: '문의목록',
    columns: [
      ['문의 번호', (r) => r.id],
      ['회원 번호', (r) => r.member.id],
      ['회원 닉네임', (r) => r.member.nickname],
      ['주제', (r) => INQUIRY_TOPIC_WORDS[r.topic]],
      ['상태', (r) => INQUIRY_STATUS_WORDS[r.status]],
      ['내용', (r) => r.content],
      ['사진', (r) => (r.hasPhoto ? '있음' : '')],
      ['문의 시각', (r) => koreaTime(r.createdAt)],
      ['답변 시각', (r) => (r.answeredAt ? koreaTime(r.answeredAt) : '')],
    ],
  },
});

export async function inquiryList(db: Db, query: AdminInquiryListQuery) {
  const page = await inquiryListDeclaration.page(db, query, {});
  return { ...page, waiting: await inquiryWaiting(db) };
}

export const inquiryCsv = (db: Db, query: AdminInquiryListQuery) => inquiryListDeclaration.csv(db, query, {});

export async function inquiryDetail(db: Pick<Db, 'select'>, urls: UrlSigner, id: number, now: Date): Promise<AdminInquiryDetail | null> {
  const found = await inquiryListDeclaration.byId(db, id, {});
  if (!found) return null;
  const { row } = found;
  return {
    ...rowOf(found, true),
    photoUrl: inquiryPhotoUrl(urls, row, now),
    answer: row.answer,
    answeredBy: row.answeredBy === null ? null : { id: row.answeredBy, nickname: found.answererNickname ?? '' },
    answerReadAt: row.answerReadAt?.toISOString() ?? null,
  };
}

/** WAITING → ANSWERED, once (InquiryStateException after), audited; the member hears of it by push. */
export async function answerInquiry(deps: Deps, actor: AuditActor, id: number, answer: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const asked = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!row) throw new AppError('NoSuchInquiryException');
    if (row.status !== 'WAITING') throw new AppError('InquiryStateException');
    await tx
      .update(inquiries)
      .set({ status: 'ANSWERED', answer, answeredBy: actor.adminId, answeredAt: now, answerReadAt: null, updatedAt: now })
      .where(eq(inquiries.id, id));
    await recordAudit(
      tx,
      actor,
      { action: 'inquiry.answer', resourceKind: 'inquiry', resourceId: id, before: { status: row.status }, after: { status: 'ANSWERED', answer } },
      now,
    );
    return row;
  });
  // After the commit; a failed push never undoes the answer (the dot on My page says it either way).
  await pushToMember({ db, push: deps.push, log: deps.log }, asked.memberId, {
    title: '문의에 답변이 도착했어요',
    body: `${INQUIRY_TOPIC_WORDS[asked.topic]} 문의에 운영자가 답변했어요.`,
    url: `/my-page/inquiry?inquiryId=${String(id)}`,
    tag: `inquiry-${String(id)}`,
  });
}
