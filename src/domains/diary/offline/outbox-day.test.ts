import { describe, expect, it } from 'vitest';
import type { Diary } from '../../../contract/diary.ts';
import { internalApiError } from '../../../lib/api/api-error.ts';
import { IdempotencyKeys } from '../save-diary.ts';
import { createOutbox, type OutboxItem, type OutboxStore, type OutboxTransport } from './outbox.ts';

/** One write per day in the outbox, and a write changed while it is sent (decision 0033). */

function memoryStore(): OutboxStore & { rows: Map<string, OutboxItem> } {
  const rows = new Map<string, OutboxItem>();
  return {
    rows,
    get: async (id) => structuredClone(rows.get(id)),
    set: async (id, item) => void rows.set(id, structuredClone(item)),
    del: async (id) => void rows.delete(id),
    values: async () => [...rows.values()].map((item) => structuredClone(item)),
  };
}

let clock = 1000;
const now = () => clock++;
const doc = (...lines: string[]) => ({
  content: { root: { type: 'root', children: lines.map((line) => ({ type: 'paragraph', children: [{ type: 'text', text: line }] })) } },
  contentText: lines.join('\n\n'),
});

function write(id: string, date: string, ...lines: string[]) {
  return {
    id,
    childId: 1,
    entryDate: date,
    target: { kind: 'new' as const, clientId: id, childId: 1, entryDate: date },
    draft: { title: null, areas: {} as never, ...doc(...lines) },
    removeImageIds: [],
    images: [],
    keys: new IdempotencyKeys(),
  };
}

const stored = (item: OutboxItem): Diary => ({ id: 9, version: 1, contentText: item.draft.contentText }) as unknown as Diary;

describe('one queued write per day (decision 0033)', () => {
  it('a second offline write of the same day joins the waiting one: both texts, one item', async () => {
    const store = memoryStore();
    const outbox = createOutbox(store, async (item) => stored(item), now);
    await outbox.put(write('a', '2026-11-01', '첫 번째 글'));
    await outbox.put(write('b', '2026-11-01', '두 번째 글'));
    await outbox.put(write('c', '2026-11-02', '다른 날'));
    const items = await outbox.list();
    expect(items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(items[0]?.draft.contentText).toBe('첫 번째 글\n\n두 번째 글');
    expect((await outbox.waitingOf(1, '2026-11-01'))?.id).toBe('a');
  });

  it('the write page that opened the queued write replaces it; a tab that opened an older rev merges into it', async () => {
    const store = memoryStore();
    const outbox = createOutbox(store, async (item) => stored(item), now);
    const first = await outbox.put(write('a', '2026-11-01', '하나'));
    // Two tabs open rev 1; the first replaces (it may also delete words), the second merges.
    const tabOne = await outbox.put(write('x', '2026-11-01', '하나', '둘'), { id: 'a', rev: first.rev });
    expect(tabOne.draft.contentText).toBe('하나\n\n둘');
    const tabTwo = await outbox.put(write('y', '2026-11-01', '하나', '셋'), { id: 'a', rev: first.rev });
    expect(tabTwo.draft.contentText).toBe('하나\n\n둘\n\n셋');
    expect(store.rows.size).toBe(1);
    expect(tabTwo.target).toEqual(first.target);
  });

  it('a write changed while it is sent stays, becomes an edit of the entry just made and is sent again', async () => {
    const store = memoryStore();
    const sentBodies: string[] = [];
    let outbox: ReturnType<typeof createOutbox> | null = null;
    const transport: OutboxTransport = async (item) => {
      sentBodies.push(`${item.target.kind}:${item.draft.contentText}`);
      if (sentBodies.length === 1 && outbox) {
        const opened = await outbox.get('a');
        await outbox.put(write('z', '2026-11-01', '보내는 중', '그 사이에 쓴 글'), { id: 'a', rev: opened?.rev });
      }
      return stored(item);
    };
    outbox = createOutbox(store, transport, now);
    await outbox.put(write('a', '2026-11-01', '보내는 중'));
    const result = await outbox.flush();
    expect(sentBodies).toEqual(['new:보내는 중', 'edit:보내는 중\n\n그 사이에 쓴 글']);
    expect(result.sent).toHaveLength(2);
    expect(store.rows.size).toBe(0);
  });

  it('an item discarded while its send fails on the network is not brought back', async () => {
    const store = memoryStore();
    let outbox: ReturnType<typeof createOutbox> | null = null;
    outbox = createOutbox(
      store,
      async () => {
        await outbox?.discard('a');
        throw internalApiError('network');
      },
      now,
    );
    await outbox.put(write('a', '2026-11-01', '버린 글'));
    await outbox.flush();
    expect(store.rows.size).toBe(0);
  });

  it('a write refused while online is kept as refused with its reason, never sent again by a flush', async () => {
    const store = memoryStore();
    const sent: string[] = [];
    const outbox = createOutbox(store, async (item) => (sent.push(item.id), stored(item)), now);
    await outbox.keepRefused(write('a', '2026-11-01', '늦게 쓴 글'), 'DiaryAlreadyWrittenException');
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(store.rows.get('a')).toMatchObject({ status: 'rejected', reason: 'DiaryAlreadyWrittenException' });
    expect(await outbox.waitingOf(1, '2026-11-01')).toBeUndefined();
  });

  it('runs every flush inside the lock it was given (one flush across tabs)', async () => {
    const order: string[] = [];
    const outbox = createOutbox(
      memoryStore(),
      async (item) => (order.push('send'), stored(item)),
      now,
      () => null,
      async (run) => {
        order.push('lock');
        const result = await run();
        order.push('unlock');
        return result;
      },
    );
    await outbox.put(write('a', '2026-11-01', '글'));
    await outbox.flush();
    expect(order).toEqual(['lock', 'send', 'unlock']);
  });
});
