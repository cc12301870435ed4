import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_ROWS_HEADER } from '../../src/contract/admin-list.ts';
import { testApp, testClock } from '../test/harness.ts';
import { memberKit, type Pair } from '../test/members.ts';
import { offsetOf } from './admin-list.ts';

/**
 * Decision 0046 (SPEC §8: bad input never answers 500): a searched member number is checked by
 * SEARCH_RULES.id (up to ten digits), so 2147483648 passed the contract and reached PostgreSQL,
 * which refused the int4 comparison (22003): the lists answered 500 and their CSVs broke the stream
 * after the 200. An id past int4 names no row: an empty page, a CSV of the header alone.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;

const LISTS = ['members', 'diaries', 'comments', 'expert-comments', 'orders', 'coupons'] as const;
const CSVS = ['members', 'diaries', 'comments', 'orders', 'coupons'] as const;
const PAST_INT4 = ['2147483648', '9999999999'];

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
});

describe('a member number past int4 (decision 0046)', () => {
  it.each(LISTS)('finds nothing on /api/admin/%s', async (list) => {
    for (const q of PAST_INT4) {
      const res = await t.request('GET', `/api/admin/${list}?category=id&q=${q}`, { tokens: admin });
      expect({ status: res.status, json: res.json }).toMatchObject({ status: 200, json: { data: { items: [], total: 0 } } });
    }
  });
  it.each(CSVS)('exports only the header on /api/admin/%s/csv', async (list) => {
    const res = await t.request('GET', `/api/admin/${list}/csv?category=id&q=2147483648`, { tokens: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get(CSV_ROWS_HEADER)).toBe('0');
    expect(
      res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
  it('still finds the largest int4 id as an id (the boundary is inclusive)', async () => {
    const res = await t.request('GET', '/api/admin/members?category=id&q=2147483647', { tokens: admin });
    expect(res.status).toBe(200);
  });
});

describe('offsetOf', () => {
  it('turns a page and its size into the first row', () => {
    expect([offsetOf({ page: 1, size: 20 }), offsetOf({ page: 3, size: 50 })]).toEqual([0, 100]);
  });
});
