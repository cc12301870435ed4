import type { Hono } from 'hono';
import { adminCommentsApi } from '../../../src/contract/admin-comments-api.ts';
import { adminDiariesApi } from '../../../src/contract/admin-diaries-api.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvResponse } from '../../lib/csv-stream.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { restoreContent } from '../moderation/moderation-admin.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { commentCsv, commentList } from './comment-list.ts';
import { diaryDetail } from './diary-detail.ts';
import { diaryList, diaryRows } from './diary-list.ts';
import { activeExperts, expertQueue, reassign } from './expert-queue.ts';
import { hideComments, hideDiaries } from './hide.ts';

const CSV_HEADER = ['일기 번호', '회원 번호', '닉네임', '아이', '일기 날짜', '제목', '공유', '숨김', '미처리 신고', '댓글', '전문가 댓글', '작성 시각'];

/** A path id, or the SPEC §8 key of its kind (InvalidDiaryId, InvalidCommentId). */
function idOf(params: Record<string, string>, name: string, error: 'InvalidDiaryId' | 'InvalidCommentId'): number {
  const raw = params[name] ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new AppError(error);
  return Number(raw);
}

/**
 * Diaries and comments of the back office (SPEC §2 /admin/parent-diary; decisions 0041, 0042). The
 * CSV and hide paths are registered before :diaryId (Hono answers with the first match).
 */
export function adminDiariesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, urls } = deps;

  mount(app, adminDiariesApi.adminDiaries, ({ query }) => diaryList(db, query, clock.now()));
  mountFile(app, adminDiariesApi.adminDiariesCsv, async ({ query }) => {
    const now = clock.now();
    return csvResponse(`일기목록-${koreaTodayIso(now)}.csv`, CSV_HEADER, async (offset, limit) =>
      (await diaryRows(db, query, offset, limit, now)).map((d) => [
        d.id,
        d.member.id,
        d.member.nickname,
        d.child.nickname,
        d.entryDate,
        d.title,
        d.shared ? 'Y' : 'N',
        d.hidden ? 'Y' : 'N',
        d.openReports,
        d.commentCount,
        d.expertStatus,
        d.createdAt,
      ]),
    );
  });
  mount(app, adminDiariesApi.hideDiaries, ({ c, body }) => hideDiaries(db, actorOf(c), body.diaryIds, body.reason, clock.now()));
  mount(app, adminDiariesApi.adminDiary, ({ params }) => diaryDetail(db, urls, idOf(params, 'diaryId', 'InvalidDiaryId'), clock.now()));
  mount(app, adminDiariesApi.restoreDiary, ({ c, params, body }) =>
    restoreContent(db, actorOf(c), 'DIARY', idOf(params, 'diaryId', 'InvalidDiaryId'), clock.now(), body.reason),
  );

  mount(app, adminCommentsApi.adminComments, ({ query }) => commentList(db, query));
  mountFile(app, adminCommentsApi.adminCommentsCsv, ({ c, query }) => exportCsv(db, c, clock.now(), commentCsv(db, query)));
  mount(app, adminCommentsApi.hideComments, ({ c, body }) => hideComments(db, actorOf(c), body.commentIds, body.reason, clock.now()));
  mount(app, adminCommentsApi.restoreComment, ({ c, params, body }) =>
    restoreContent(db, actorOf(c), 'COMMENT', idOf(params, 'commentId', 'InvalidCommentId'), clock.now(), body.reason),
  );
  mount(app, adminCommentsApi.adminExpertQueue, ({ query }) => expertQueue(db, query, clock.now()));
  mount(app, adminCommentsApi.adminExperts, () => activeExperts(db));
  mount(app, adminCommentsApi.reassignExpertComment, ({ c, params, body }) =>
    reassign(db, actorOf(c), idOf(params, 'expertCommentId', 'InvalidCommentId'), body.expertId, body.reason, clock.now()),
  );
}
