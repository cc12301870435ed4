import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diary, DiaryAreas } from '../../contract/diary.ts';
import { ApiError } from '../../lib/api/api-error.ts';

type Sent = { name: string; body: unknown };
const sent: Sent[] = [];
let answers: ((body: unknown) => unknown)[] = [];

vi.mock('../../lib/api/call.ts', () => ({
  call: async (endpoint: { operationId?: string; path?: string }, options: { body?: unknown }) => {
    sent.push({ name: String(endpoint.operationId ?? endpoint.path), body: options.body });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next(options.body);
  },
}));

const { IdempotencyKeys, saveDiary } = await import('./save-diary.ts');

const areas: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
const doc = (...lines: string[]) => ({
  content: { root: { type: 'root', children: lines.map((line) => ({ type: 'paragraph', children: [{ type: 'text', text: line }] })) } },
  contentText: lines.join('\n\n'),
});
const diary = (version: number, ...lines: string[]): Diary => ({
  id: 7,
  authorId: 1,
  authorNickname: '도담맘',
  clientId: 'c',
  childId: 1,
  entryDate: '2026-11-26',
  writtenOn: '2026-11-26',
  editable: true,
  title: null,
  areas,
  shared: false,
  version,
  images: [],
  commentCount: 0,
  createdAt: '',
  updatedAt: '',
  ...doc(...lines),
});
const conflict = () => {
  throw new ApiError({ code: '409', message: 'DiaryEditConflictException', status: 409, source: 'diary' });
};
const noChanges = { removeImageIds: [], images: [] };

beforeEach(() => {
  sent.length = 0;
  answers = [];
});

describe('saving over another save of the same entry (decision 0033)', () => {
  it('an edit refused as a conflict is merged into the latest version instead of overwriting it', async () => {
    answers = [conflict, () => diary(3, '아침', '다른 탭'), (body) => ({ ...diary(4), ...(body as object) })];
    const saved = await saveDiary({ kind: 'edit', diary: diary(2, '아침') }, { title: null, areas, ...doc('아침', '이 탭') }, noChanges, new IdempotencyKeys());
    expect(saved.contentText).toBe('아침\n\n다른 탭\n\n이 탭');
    expect(sent.map((s) => (s.body as { version?: number } | undefined)?.version ?? null)).toEqual([2, null, 3]);
  });

  it('a create answered with the entry an earlier body of the same clientId made applies the new words on top', async () => {
    answers = [() => diary(1, '처음 보낸 글'), (body) => ({ ...diary(2), ...(body as object) })];
    const saved = await saveDiary(
      { kind: 'new', clientId: 'c', childId: 1, entryDate: '2026-11-26' },
      { title: null, areas, ...doc('처음 보낸 글', '고친 뒤 더 쓴 글') },
      noChanges,
      new IdempotencyKeys(),
    );
    expect(saved.contentText).toBe('처음 보낸 글\n\n고친 뒤 더 쓴 글');
    expect(sent).toHaveLength(2);
  });

  it('a create answered with exactly its words sends nothing more', async () => {
    answers = [() => diary(1, '한 줄')];
    await saveDiary(
      { kind: 'new', clientId: 'c', childId: 1, entryDate: '2026-11-26' },
      { title: null, areas, ...doc('한 줄') },
      noChanges,
      new IdempotencyKeys(),
    );
    expect(sent).toHaveLength(1);
  });
});
