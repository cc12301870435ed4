/**
 * Every member page of SPEC §2 (main, care info, community, diary, developmental screening, my page,
 * payments) plus the inquiry page, the invite code page (decision 0097), the daily log (decision 0098), the
 * pregnancy diary (decision 0100) and the sign-in page, for the
 * bench's Lighthouse step (decision 0095). `{name}` stands for an id of the demo parent's own data,
 * read from the API before the runs.
 */
import { requestJson } from './tls.ts';

export const MEMBER_ROUTES = [
  '/auth/sign-in',
  '/main',
  '/main/counsel',
  '/care-log',
  '/pregnancy-diary',
  '/care-info',
  '/care-info/product',
  '/community',
  '/community/shared-diary/{sharedDiaryId}',
  '/community/shared-diary/{sharedDiaryId}/comments',
  '/diary',
  '/diary/read/{diaryId}',
  '/diary/read/{diaryId}/comments',
  '/diary/write',
  '/diary/write/{diaryId}',
  '/kcdi',
  '/kcdi/book',
  '/kcdi/detail?examinationId={examinationId}',
  '/kcdi/Result?examinationId={examinationId}',
  '/my-page',
  '/my-page/address',
  '/my-page/address-edit',
  '/my-page/basic-info',
  '/my-page/child-info',
  '/my-page/child-info/{childId}',
  '/my-page/child-info/join',
  '/my-page/child-list',
  '/my-page/child-words/{childId}',
  '/my-page/child-words/{childId}/write',
  '/my-page/Coupon',
  '/my-page/inquiry',
  '/my-page/kcdi-list',
  '/my-page/monthly-report-detail/{reportId}',
  '/my-page/monthly-report-list',
  '/my-page/notice',
  '/my-page/notice/detail?noticeId={noticeId}',
  '/my-page/payment-history',
  '/my-page/payment-history/{orderItemId}',
  '/my-page/payment-history/{diaryPdfItemId}/pdf-create',
  '/my-page/profile',
  '/my-page/setting',
  '/payments',
  '/payments/toss-fail',
  '/payments/toss-success',
] as const;

type Tokens = { accessToken: string; refreshToken: string };
type Row = Record<string, unknown>;

/** The rows of a member list answer, `{ data: { <key>: [...] } }`. */
async function rows(url: string, key: string, tokens: Tokens, ca?: Buffer): Promise<Row[]> {
  const { status, body } = await requestJson(url, { headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken } }, ca);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  const list = typeof data === 'object' && data !== null ? Object.entries(data).find(([k]) => k === key)?.[1] : null;
  if (status !== 200 || !Array.isArray(list)) throw new Error(`${url}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
  return list.filter((r): r is Row => typeof r === 'object' && r !== null);
}

function idOf(list: Row[], what: string, where: (r: Row) => boolean = () => true): number {
  const id = list.find(where)?.id;
  if (typeof id !== 'number') throw new Error(`the demo parent has no ${what}`);
  return id;
}

/** The demo parent's ids each `{name}` of MEMBER_ROUTES stands for. */
export async function demoPlaces(baseUrl: string, tokens: Tokens, childId: number, ca?: Buffer): Promise<Record<string, number>> {
  const api = `${baseUrl}/api/members`;
  const [diaries, shared, reports, items, notices, examinations] = await Promise.all([
    rows(`${api}/diaries?childId=${childId}`, 'diaries', tokens, ca),
    rows(`${api}/community/shared-diaries`, 'diaries', tokens, ca),
    rows(`${api}/reports`, 'reports', tokens, ca),
    rows(`${api}/order-items`, 'orderItems', tokens, ca),
    rows(`${api}/notices`, 'notices', tokens, ca),
    rows(`${api}/examinations`, 'examinations', tokens, ca),
  ]);
  return {
    childId,
    diaryId: idOf(diaries, 'diary entry'),
    sharedDiaryId: idOf(shared, 'shared diary'),
    reportId: idOf(reports, 'monthly report'),
    orderItemId: idOf(items, 'order item'),
    diaryPdfItemId: idOf(items, 'diary book order', (r) => r.orderableType === 'DIARY_PDF'),
    noticeId: idOf(notices, 'notice'),
    // The demo's tests wait for their results (sent, or canceled): /kcdi/Result shows that state.
    examinationId: idOf(examinations, 'development test'),
  };
}

export function placeRoute(route: string, places: Record<string, number>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = places[name];
    if (id === undefined) throw new Error(`no id for {${name}} in ${route}`);
    return String(id);
  });
}
