import { beforeAll, describe, expect, it } from 'vitest';
import { diaryApi } from '../../../src/contract/diary-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit } from '../../test/members.ts';
import { diaryKit } from '../../test/diary-test-kit.ts';

// 2026-11-22 12:00 KST, the demo's today.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const d = diaryKit(() => t);

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

describe('demo diary (server/seed/demo-diaries.ts)', () => {
  it('gives 도담이 a week of entries read through the contract: two shared, only today\u2019s editable', async () => {
    const parent = await k.signIn('parent');
    const me = await k.me(parent);
    // The week before today; the two months before it hold the monthly reports' diary (decision 0067).
    const list = dataOf(await d.list(parent, `childId=${me.selectedChildId}&month=2026-11`), diaryApi.diaries.response).diaries;
    expect(list).toHaveLength(7);
    expect(list[0]).toMatchObject({ entryDate: '2026-11-22', editable: true });
    expect(list.filter((x) => x.editable)).toHaveLength(1);
    expect(list.filter((x) => x.shared)).toHaveLength(2);
    for (const item of list) expect(dataOf(await d.read(parent, item.id), diaryApi.diary.response).contentText.length).toBeGreaterThan(10);
  });
});
