import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './offline/outbox.ts';
import { EDITING, inForm, nextOutcome, outcomeOfItem, type SaveEvent, type SaveOutcome } from './save-outcome.ts';

const run = (events: SaveEvent[], from: SaveOutcome = EDITING) => events.reduce(nextOutcome, from);

const item = (change: Partial<OutboxItem> = {}): OutboxItem => ({
  id: 'a',
  seq: 1,
  childId: 1,
  entryDate: '2026-11-28',
  target: { kind: 'new', clientId: 'a', childId: 1, entryDate: '2026-11-28' },
  draft: { title: null, areas: {} as OutboxItem['draft']['areas'], content: null, contentText: '오늘' },
  removeImageIds: [],
  images: [],
  keys: {},
  status: 'waiting',
  reason: null,
  ...change,
});

describe('save outcomes (decision 0053)', () => {
  it('goes editing → sending (step by step) → sent', () => {
    expect(run([{ type: 'submit' }, { type: 'step', step: { kind: 'image', index: 0, total: 2 } }])).toEqual({
      kind: 'sending',
      step: { kind: 'image', index: 0, total: 2 },
    });
    expect(run([{ type: 'submit' }, { type: 'sent', diaryId: 7 }])).toEqual({ kind: 'sent', diaryId: 7 });
  });

  it('a write the outbox took is queued offline and retrying online, never "waiting for the internet" while online', () => {
    expect(run([{ type: 'submit' }, { type: 'kept', itemId: 'a', online: false }])).toEqual({ kind: 'queued', itemId: 'a' });
    expect(run([{ type: 'submit' }, { type: 'kept', itemId: 'a', online: true }])).toEqual({ kind: 'retrying', itemId: 'a' });
  });

  it('a refusal keeps the form (and its words) open with the reason; editing again starts over', () => {
    const refused = run([{ type: 'submit' }, { type: 'refused', error: 'DiaryEditExpiredException' }]);
    expect(inForm(refused)).toBe(true);
    expect(run([{ type: 'edit' }], refused)).toEqual(EDITING);
    expect(inForm({ kind: 'queued', itemId: 'a' })).toBe(false);
  });

  it('a step after the end changes nothing', () => {
    expect(run([{ type: 'step', step: { kind: 'entry' } }], { kind: 'sent', diaryId: 1 })).toEqual({ kind: 'sent', diaryId: 1 });
  });

  it("reads a queued write's state from the outbox item, live", () => {
    expect(outcomeOfItem('a', item(), false, undefined)).toEqual({ kind: 'queued', itemId: 'a' });
    expect(outcomeOfItem('a', item(), true, undefined)).toEqual({ kind: 'sending', step: null });
    expect(outcomeOfItem('a', item({ failedAt: 5 }), true, undefined)).toEqual({ kind: 'retrying', itemId: 'a' });
    expect(outcomeOfItem('a', item({ status: 'rejected', reason: 'X' }), true, undefined)).toEqual({ kind: 'refused', error: 'X' });
    expect(outcomeOfItem('a', undefined, true, { id: 9 })).toEqual({ kind: 'sent', diaryId: 9 });
    expect(outcomeOfItem('a', undefined, true, undefined)).toBeNull();
  });
});
