import { describe, expect, it } from 'vitest';
import { parseDashboardSearch } from './dashboard-search.ts';

// Decision 0044 / 0049, SPEC §8 InvalidSearchDateRange: a bad range is said and what was valid is kept.
const now = new Date('2026-11-28T03:00:00Z'); // 2026-11-28 in Korea
const parse = (raw: Record<string, unknown>) => parseDashboardSearch(raw, now);

describe('parseDashboardSearch', () => {
  it('reads a preset, a range, and the default week without a word', () => {
    expect(parse({})).toEqual({ search: {}, problems: [] });
    expect(parse({ days: 30 })).toEqual({ search: { days: 30 }, problems: [] });
    expect(parse({ days: '90' })).toEqual({ search: { days: 90 }, problems: [] });
    expect(parse({ days: 7 })).toEqual({ search: {}, problems: [] });
    expect(parse({ from: '2026-11-01', to: '2026-11-20' })).toEqual({ search: { from: '2026-11-01', to: '2026-11-20' }, problems: [] });
  });

  it('says a range whose from is after its to, and keeps a good preset beside it', () => {
    expect(parse({ from: '2026-11-20', to: '2026-11-10' })).toEqual({ search: {}, problems: ['fromAfterTo'] });
    expect(parse({ days: 30, from: '2026-11-20', to: '2026-11-10' })).toEqual({ search: { days: 30 }, problems: ['fromAfterTo'] });
  });

  it('says a range over the longest one', () => {
    expect(parse({ from: '2026-01-01', to: '2026-11-20' })).toEqual({ search: {}, problems: ['tooLong'] });
  });

  it('says garbage and keeps the good end of the range', () => {
    expect(parse({ from: 'garbage', to: '2026-11-20' })).toEqual({ search: { from: '2026-11-14', to: '2026-11-20' }, problems: ['badDay'] });
    expect(parse({ from: '2026-11-01', to: '2026-02-30' })).toEqual({ search: { from: '2026-11-01', to: '2026-11-28' }, problems: ['badDay'] });
    expect(parse({ from: 'x', to: 'y', days: 30 })).toEqual({ search: { days: 30 }, problems: ['badDay'] });
  });

  it('says a half range and fills the other end', () => {
    expect(parse({ from: '2026-11-20' })).toEqual({ search: { from: '2026-11-20', to: '2026-11-28' }, problems: ['halfRange'] });
    expect(parse({ to: '2026-11-20' })).toEqual({ search: { from: '2026-11-14', to: '2026-11-20' }, problems: ['halfRange'] });
    expect(parse({ from: '2026-12-05' })).toEqual({ search: {}, problems: ['halfRange', 'fromAfterTo'] });
  });

  it('says a preset that is none, and keeps a good range', () => {
    expect(parse({ days: 45 })).toEqual({ search: {}, problems: ['badPreset'] });
    expect(parse({ days: 'abc', from: '2026-11-01', to: '2026-11-02' })).toEqual({ search: { from: '2026-11-01', to: '2026-11-02' }, problems: ['badPreset'] });
  });
});
