import { describe, expect, it } from 'vitest';
import { CommentListQuery } from '../../contract/admin-comments.ts';
import { MemberListQuery } from '../../contract/admin-members.ts';
import { listSearch, schemaKeys, textValues, urlId } from './list-search.ts';

/** Decisions 0041, 0089: a list's filters live in the URL, typed by the list's contract schema. */
describe('list filters in the URL', () => {
  it('reads the router’s numbers as the text the schema takes and keeps only the keys the URL holds', () => {
    expect(textValues({ page: 2, q: '도담', x: { a: 1 } })).toEqual({ page: '2', q: '도담' });
  });

  it('knows the keys of a list schema, through the pipe of adminListQuery', () => {
    expect(schemaKeys(MemberListQuery)).toEqual(expect.arrayContaining(['review', 'page', 'size', 'sort', 'dir', 'category', 'q', 'status', 'from', 'to']));
    expect(schemaKeys(CommentListQuery).length).toBeGreaterThan(5);
  });

  it('keeps the schema’s keys the URL holds, as the router read them, and nothing else', () => {
    const search = listSearch(MemberListQuery);
    expect(search({ page: 2, q: '도담', status: 'NOPE', memberId: '12' })).toMatchObject({ page: 2, q: '도담', status: 'NOPE' });
    expect(search({ memberId: '12' })).not.toHaveProperty('memberId');
    expect(search({ page: { a: 1 } })).toEqual({});
  });

  it('opens a record only for an id in the id columns’ range', () => {
    expect(urlId(5)).toBe(5);
    expect(urlId('12')).toBe(12);
    for (const bad of [undefined, 0, -1, 1.5, 'abc', '', 2_147_483_648]) expect(urlId(bad)).toBeUndefined();
  });
});
