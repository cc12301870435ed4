/**
 * A stand-in for the 도로명주소 검색 API of juso.go.kr (decision 0074) that speaks its protocol:
 * GET addrLinkApi.do?confmKey&currentPage&countPerPage&keyword&resultType=json, answered with
 * results.common (errorCode, errorMessage, totalCount as text) and results.juso[]. It searches a
 * dozen public buildings below — a SAMPLE for development and tests, not the national address
 * database: an address outside it is not found here, and is found in production.
 *
 * Development and the server tests reach it in-process (`fetch`); the end-to-end tests run it on
 * 127.0.0.1 under /juso (e2e/fakes/start-fakes.ts), so that the real adapter makes real requests.
 */
import { Hono } from 'hono';

type SampleAddress = { roadAddr: string; jibunAddr: string; zipNo: string; bdNm: string };

/** Public buildings, their road and lot addresses and postal codes as the service writes them. */
export const JUSO_SAMPLE: readonly SampleAddress[] = [
  { roadAddr: '서울특별시 종로구 세종대로 209 (세종로)', jibunAddr: '서울특별시 종로구 세종로 77-6', zipNo: '03171', bdNm: '정부서울청사' },
  { roadAddr: '서울특별시 중구 세종대로 110 (태평로1가)', jibunAddr: '서울특별시 중구 태평로1가 31', zipNo: '04524', bdNm: '서울특별시청' },
  { roadAddr: '서울특별시 마포구 월드컵북로 396 (상암동)', jibunAddr: '서울특별시 마포구 상암동 1605', zipNo: '03925', bdNm: '누리꿈스퀘어' },
  { roadAddr: '서울특별시 마포구 월드컵로 240 (성산동)', jibunAddr: '서울특별시 마포구 성산동 515', zipNo: '03932', bdNm: '서울월드컵경기장' },
  { roadAddr: '서울특별시 송파구 올림픽로 300 (신천동)', jibunAddr: '서울특별시 송파구 신천동 29', zipNo: '05551', bdNm: '롯데월드타워' },
  { roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동)', jibunAddr: '서울특별시 강남구 역삼동 737', zipNo: '06236', bdNm: '강남파이낸스센터' },
  { roadAddr: '경기도 성남시 분당구 판교역로 166 (백현동)', jibunAddr: '경기도 성남시 분당구 백현동 532', zipNo: '13529', bdNm: '카카오 판교 아지트' },
  { roadAddr: '경기도 성남시 분당구 불정로 6 (정자동)', jibunAddr: '경기도 성남시 분당구 정자동 178-1', zipNo: '13561', bdNm: '그린팩토리' },
  { roadAddr: '대전광역시 서구 둔산로 100 (둔산동)', jibunAddr: '대전광역시 서구 둔산동 1420', zipNo: '35242', bdNm: '대전광역시청' },
  { roadAddr: '부산광역시 연제구 중앙대로 1001 (연산동)', jibunAddr: '부산광역시 연제구 연산동 1000', zipNo: '47545', bdNm: '부산광역시청' },
  { roadAddr: '제주특별자치도 제주시 문연로 6 (연동)', jibunAddr: '제주특별자치도 제주시 연동 312-1', zipNo: '63122', bdNm: '제주특별자치도청' },
];

/** The approval key the stand-in accepts when none is given: known to nobody else. */
export const FAKE_JUSO_KEY = 'dodam-local-juso-sample';

const answer = (errorCode: string, errorMessage: string, juso: SampleAddress[] | null = null, totalCount = 0, page = 1, perPage = 10) => ({
  results: {
    common: { errorCode, errorMessage, totalCount: String(totalCount), currentPage: String(page), countPerPage: String(perPage) },
    juso,
  },
});

export type FakeJuso = { app: Hono; fetch: typeof fetch; requests: () => number };

export function createFakeJuso(confmKey = FAKE_JUSO_KEY): FakeJuso {
  let requests = 0;
  const app = new Hono().get('/addrlink/addrLinkApi.do', (c) => {
    requests += 1;
    const q = (name: string) => c.req.query(name) ?? '';
    if (q('confmKey') !== confmKey) return c.json(answer('E0001', '승인되지 않은 KEY 입니다.'));
    const keyword = q('keyword').trim();
    if (!keyword) return c.json(answer('E0005', '검색어가 입력되지 않았습니다.'));
    if (keyword.length < 2) return c.json(answer('E0008', '검색어는 두글자 이상 입력되어야 합니다.'));
    if (/[%=><]/.test(keyword)) return c.json(answer('E0013', 'SQL 예약어 또는 특수문자를 검색할 수 없습니다.'));
    const page = Math.max(1, Number.parseInt(q('currentPage'), 10) || 1);
    const perPage = Math.min(100, Math.max(1, Number.parseInt(q('countPerPage'), 10) || 10));
    const words = keyword.split(/\s+/);
    const found = JUSO_SAMPLE.filter((a) => words.every((w) => `${a.roadAddr} ${a.jibunAddr} ${a.bdNm} ${a.zipNo}`.includes(w)));
    return c.json(answer('0', '정상', found.slice((page - 1) * perPage, page * perPage), found.length, page, perPage));
  });
  // The path the real service answers at, whatever host it is given under.
  const inProcess: typeof fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return app.request(`${url.pathname}${url.search}`);
  };
  return { app, fetch: inProcess, requests: () => requests };
}
