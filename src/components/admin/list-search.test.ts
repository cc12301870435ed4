import { describe, expect, it } from 'vitest';
import { MemberListQuery } from '../../contract/admin-members.ts';
import { callQueryOf, listQueryOf, textValues, urlId, urlValues } from './list-search.ts';

/** Decision 0041: a list's filters live in the URL, checked by the same schema as the server's. */
describe('list filters in the URL', () => {
  it('reads the router’s numbers as the text the schema takes and keeps only the keys the URL holds', () => {
    expect(textValues({ page: 2, q: '도담', x: { a: 1 } })).toEqual({ page: '2', q: '도담' });
    expect(urlValues({ page: 2, q: '도담', x: { a: 1 }, y: null })).toEqual({ page: 2, q: '도담' });
    expect(listQueryOf(MemberListQuery, { page: 2, category: 'nickname', q: '도담' })).toMatchObject({ page: 2, category: 'nickname', q: '도담' });
  });
  it('opens a record only for an id in the id columns’ range', () => {
    expect(urlId(5)).toBe(5);
    expect(urlId('12')).toBe(12);
    for (const bad of [undefined, 0, -1, 1.5, 'abc', '', 2_147_483_648]) expect(urlId(bad)).toBeUndefined();
  });
  it('shows the unfiltered list for a URL the schema refuses', () => {
    const unfiltered = listQueryOf(MemberListQuery, {});
    for (const bad of [{ category: 'phone', q: '010abc' }, { from: '2026-11-02', to: '2026-11-01' }, { sort: 'password' }]) {
      expect(listQueryOf(MemberListQuery, bad)).toEqual(unfiltered);
      expect(callQueryOf(MemberListQuery, bad)).toEqual({});
    }
  });
  it('fills the defaults for the page and sends the same values as text to the API', () => {
    expect(listQueryOf(MemberListQuery, { status: 'RESTRICTED' })).toMatchObject({ page: 1, size: 20, sort: 'createdAt', dir: 'desc', status: 'RESTRICTED' });
    expect(callQueryOf(MemberListQuery, { page: 3, status: 'RESTRICTED' })).toEqual({ page: '3', status: 'RESTRICTED' });
  });
});
