import { describe, expect, it } from 'vitest';
import { DiaryListQuery } from '../../contract/admin-diaries.ts';
import { MemberListQuery } from '../../contract/admin-members.ts';
import { checkListUrl } from './list-view.ts';

/** Decision 0045: one bad URL value no longer drops every filter (issue walkthrough, SPEC §8). */
describe('checkListUrl', () => {
  it('keeps the valid filters when the page is not a number, and names the bad value', () => {
    const view = checkListUrl(MemberListQuery, { status: 'RESTRICTED', page: 'abc' });
    expect(view.query).toMatchObject({ status: 'RESTRICTED', page: 1 });
    expect(view.call).toEqual({ status: 'RESTRICTED' });
    expect(view.problems).toEqual([{ key: 'page', value: 'abc', message: 'BadRequest' }]);
  });
  it('falls back to the default for a negative page and an oversized page size', () => {
    const view = checkListUrl(MemberListQuery, { page: -1, size: 100000, q: '도담', category: 'nickname' });
    expect(view.query).toMatchObject({ page: 1, size: 20, q: '도담', category: 'nickname' });
    expect(view.call).toEqual({ q: '도담', category: 'nickname' });
    expect(view.problems.map((p) => p.key).sort()).toEqual(['page', 'size']);
  });
  it('asks for nothing when a narrowing filter is refused: a bad memberId never shows every member’s entries', () => {
    const view = checkListUrl(DiaryListQuery, { memberId: '99999999999', shared: 'yes' });
    expect(view.call).toBeNull();
    expect(view.query).toMatchObject({ shared: 'yes' });
    expect(view.query.memberId).toBeUndefined();
    expect(view.problems).toEqual([{ key: 'memberId', value: '99999999999', message: 'InvalidMemberId' }]);
  });
  it('names both keys of a refused pair: a search text against its category, a reversed day range', () => {
    const search = checkListUrl(MemberListQuery, { category: 'phone', q: '010abc', status: 'ACTIVE' });
    expect(search.problems.map((p) => [p.key, p.message])).toEqual([
      ['category', 'InvalidSearchPhone'],
      ['q', 'InvalidSearchPhone'],
    ]);
    expect(search.call).toBeNull();
    const days = checkListUrl(MemberListQuery, { from: '2026-11-02', to: '2026-11-01' });
    expect(days.problems.map((p) => p.key)).toEqual(['from', 'to']);
  });
  it('leaves out keys that are not the list’s, and sends a clean URL as it is', () => {
    const view = checkListUrl(MemberListQuery, { memberId: 5, page: 2, sort: 'nickname', dir: 'asc' }, ['memberId']);
    expect(view.problems).toEqual([]);
    expect(view.call).toEqual({ page: '2', sort: 'nickname', dir: 'asc' });
    expect(view.query).toMatchObject({ page: 2, size: 20, sort: 'nickname', dir: 'asc' });
  });
  it('drops an unknown sort to the default order without hiding rows', () => {
    const view = checkListUrl(MemberListQuery, { sort: 'password' });
    expect(view.query.sort).toBe('createdAt');
    expect(view.call).toEqual({});
  });
});
