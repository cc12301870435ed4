import { describe, expect, it } from 'vitest';
import type { DiaryAreas, DiaryListItem } from '../../contract/diary.ts';
import type { OutboxItem } from './offline/outbox.ts';
import { IdempotencyKeys } from './save-diary.ts';
import { holdsText, searchRows } from './search-rows.ts';

const none: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

const found = (id: number, entryDate: string, title: string, excerpt: string): DiaryListItem => ({
  id,
  childId: 1,
  authorId: 1,
  authorNickname: '도담맘',
  entryDate,
  title,
  excerpt,
  areas: [],
  shared: false,
  imageCount: 0,
  thumbnailUrl: null,
  editable: false,
});

const queued = (id: string, entryDate: string, title: string, contentText: string, status: OutboxItem['status'] = 'waiting', seq = 1): OutboxItem => ({
  id,
  seq,
  childId: 1,
  entryDate,
  target: { kind: 'new', clientId: id, childId: 1, entryDate },
  draft: { title, areas: none, content: null, contentText },
  removeImageIds: [],
  images: [],
  keys: new IdempotencyKeys().toJSON(),
  status,
  reason: status === 'rejected' ? 'DiaryAlreadyWrittenException' : null,
});

/** What each row is, as kind:date:title, newest first. */
const shown = (rows: ReturnType<typeof searchRows>) =>
  rows.map((row) => (row.kind === 'stored' ? `stored:${row.item.entryDate}:${row.item.title}` : `waiting:${row.item.entryDate}:${row.item.draft.title}`));

describe('the diary search shows a day once (decision 0086, as the month list does, decision 0081)', () => {
  const server = [
    found(3, '2026-12-05', '공원 산책', '오늘은 공원에'),
    found(2, '2026-12-03', '동네 산책', '유모차로'),
    found(1, '2026-11-20', '첫 산책', '처음으로'),
  ];

  it('shows the waiting edit in place of the server copy when the edit holds the word', () => {
    const rows = searchRows(server, [queued('w', '2026-12-03', '동네 산책 (고침)', '유모차로 두 바퀴')], '산책', false);
    expect(shown(rows)).toEqual(['stored:2026-12-05:공원 산책', 'waiting:2026-12-03:동네 산책 (고침)', 'stored:2026-11-20:첫 산책']);
  });

  it('shows the server copy, once, when only it holds the word (the word was taken out on this phone)', () => {
    const rows = searchRows(server, [queued('w', '2026-12-03', '동네 한 바퀴', '유모차로')], '산책', false);
    expect(shown(rows)).toEqual(['stored:2026-12-05:공원 산책', 'stored:2026-12-03:동네 산책', 'stored:2026-11-20:첫 산책']);
  });

  it('adds a waiting write that holds the word on a day the server did not find, by its day', () => {
    const rows = searchRows(
      server,
      [queued('w', '2026-12-04', '산책 못 간 날', '비가 왔어요'), queued('x', '2026-12-01', '낮잠', '길게 잤어요')],
      '산책',
      false,
    );
    expect(shown(rows)).toEqual([
      'stored:2026-12-05:공원 산책',
      'waiting:2026-12-04:산책 못 간 날',
      'stored:2026-12-03:동네 산책',
      'stored:2026-11-20:첫 산책',
    ]);
  });

  it('finds the word in the story, ignoring case, as the server does', () => {
    expect(holdsText({ title: null, contentText: 'Went to the PARK' }, 'park')).toBe(true);
    expect(holdsText({ title: 'Park', contentText: '' }, 'PA')).toBe(true);
    expect(holdsText({ title: null, contentText: '공원' }, '산책')).toBe(false);
    expect(shown(searchRows([], [queued('w', '2026-12-04', '', '유모차 산책')], '산책', false))).toEqual(['waiting:2026-12-04:']);
  });

  it('shows the waiting writes that hold the word while the server results are not there (offline)', () => {
    expect(shown(searchRows([], [queued('a', '2026-11-02', '산책', ''), queued('b', '2026-12-02', '산책 둘', '')], '산책', false))).toEqual([
      'waiting:2026-12-02:산책 둘',
      'waiting:2026-11-02:산책',
    ]);
  });

  it('keeps an older waiting write for the page that reaches its day, so more results never land above it', () => {
    const older = queued('w', '2026-10-01', '가을 산책', '');
    expect(shown(searchRows(server, [older], '산책', true))).toHaveLength(3);
    expect(shown(searchRows(server, [older], '산책', false)).at(-1)).toBe('waiting:2026-10-01:가을 산책');
  });

  it('never lets a refused write stand for its day: the server copy stays, nothing is hidden', () => {
    const refused = queued('r', '2026-12-03', '동네 산책 다시', '거절된 글', 'rejected');
    expect(shown(searchRows(server, [refused], '산책', false))).toEqual([
      'stored:2026-12-05:공원 산책',
      'stored:2026-12-03:동네 산책',
      'stored:2026-11-20:첫 산책',
    ]);
    expect(searchRows([], [refused], '산책', false)).toEqual([]);
  });

  it('takes the newest waiting write of a day', () => {
    const rows = searchRows(
      server,
      [queued('old', '2026-12-03', '산책 하나', '', 'waiting', 1), queued('new', '2026-12-03', '산책 둘', '', 'waiting', 2)],
      '산책',
      false,
    );
    expect(shown(rows)).toContain('waiting:2026-12-03:산책 둘');
    expect(rows).toHaveLength(3);
  });
});
