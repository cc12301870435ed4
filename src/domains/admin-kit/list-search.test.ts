import { describe, expect, it } from 'vitest';
import { textValues, urlId, urlValues } from './list-search.ts';

/** Decision 0041: a list's filters live in the URL; the route tree keeps them unchecked. */
describe('list filters in the URL', () => {
  it('reads the router’s numbers as the text the schema takes and keeps only the keys the URL holds', () => {
    expect(textValues({ page: 2, q: '도담', x: { a: 1 } })).toEqual({ page: '2', q: '도담' });
    expect(urlValues({ page: 2, q: '도담', x: { a: 1 }, y: null })).toEqual({ page: 2, q: '도담' });
  });
  it('opens a record only for an id in the id columns’ range', () => {
    expect(urlId(5)).toBe(5);
    expect(urlId('12')).toBe(12);
    for (const bad of [undefined, 0, -1, 1.5, 'abc', '', 2_147_483_648]) expect(urlId(bad)).toBeUndefined();
  });
});
