import { describe, expect, it } from 'vitest';
import { MemberListQuery } from '../../contract/admin-members.ts';
import { callQueryOf, listQueryOf, parseListSearch, textValues } from './list-search.ts';

/** Decision 0041: a list's filters live in the URL, checked by the same schema as the server's. */
describe('list filters in the URL', () => {
  it('reads the router’s numbers as the text the schema takes and keeps only the keys the URL holds', () => {
    expect(textValues({ page: 2, q: '도담', x: { a: 1 } })).toEqual({ page: '2', q: '도담' });
    expect(parseListSearch(MemberListQuery, { page: 2, category: 'nickname', q: '도담', memberId: 5 })).toEqual({ page: 2, category: 'nickname', q: '도담' });
  });
  it('shows the unfiltered list for a URL the schema refuses', () => {
    expect(parseListSearch(MemberListQuery, { category: 'phone', q: '010abc' })).toEqual({});
    expect(parseListSearch(MemberListQuery, { from: '2026-11-02', to: '2026-11-01' })).toEqual({});
    expect(parseListSearch(MemberListQuery, { sort: 'password' })).toEqual({});
  });
  it('fills the defaults for the page and sends the same values as text to the API', () => {
    expect(listQueryOf(MemberListQuery, { status: 'RESTRICTED' })).toMatchObject({ page: 1, size: 20, sort: 'createdAt', dir: 'desc', status: 'RESTRICTED' });
    expect(callQueryOf(MemberListQuery, { page: 3, status: 'RESTRICTED' })).toEqual({ page: '3', status: 'RESTRICTED' });
  });
});
