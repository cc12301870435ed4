import { describe, expect, it } from 'vitest';
import { parseChildPageSearch } from './child-tabs.ts';

describe('child page search params (SPEC §2)', () => {
  it('defaults to the profile tab and falls back to it for unknown tabs', () => {
    expect(parseChildPageSearch({})).toEqual({ tab: 'profile' });
    expect(parseChildPageSearch({ tab: 'diary' })).toEqual({ tab: 'profile' });
    expect(parseChildPageSearch({ tab: 3 })).toEqual({ tab: 'profile' });
  });
  it('keeps the known tabs and welcome=1', () => {
    for (const tab of ['profile', 'growth', 'vaccinations', 'checkups', 'survey']) expect(parseChildPageSearch({ tab })).toEqual({ tab });
    expect(parseChildPageSearch({ tab: 'survey', welcome: 1 })).toEqual({ tab: 'survey', welcome: 1 });
    expect(parseChildPageSearch({ tab: 'survey', welcome: '1' })).toEqual({ tab: 'survey', welcome: 1 });
    expect(parseChildPageSearch({ tab: 'survey', welcome: 'no' })).toEqual({ tab: 'survey' });
  });
});
