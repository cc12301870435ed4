import { describe, expect, it } from 'vitest';
import type { Diary } from '../../../contract/diary.ts';
import { ApiError, internalApiError } from '../../../lib/api/api-error.ts';
import { IdempotencyKeys } from '../save-diary.ts';
import { createOutbox, type OutboxItem, type OutboxStore, type OutboxTransport } from './outbox.ts';

function memoryStore(): OutboxStore & { rows: Map<string, OutboxItem> } {
  const rows = new Map<string, OutboxItem>();
  return {
    rows,
    get: async (id) => rows.get(id),
    set: async (id, item) => void rows.set(id, structuredClone(item)),
    del: async (id) => void rows.delete(id),
    values: async () => [...rows.values()].map((item) => structuredClone(item)),
  };
}

const diaryOf = (item: OutboxItem): Diary => ({ id: item.seq }) as unknown as Diary;

let clock = 1000;
const now = () => clock++;

function input(id: string, images: { localId: string; blob: Blob }[] = []) {
  return {
    id,
    childId: 1,
    entryDate: '2024-05-01',
    target: { kind: 'new' as const, clientId: id, childId: 1, entryDate: '2024-05-01' },
    draft: { title: id, areas: {} as never, content: null, contentText: id },
    removeImageIds: [],
    images,
    keys: new IdempotencyKeys(),
  };
}

/** A transport whose answers are scripted per call; it records the order and the key of the entry request. */
function scripted(answers: ((item: OutboxItem) => Promise<Diary> | Diary)[]) {
  const calls: { id: string; key: string }[] = [];
  const transport: OutboxTransport = async (item, keys) => {
    calls.push({ id: item.id, key: keys.keyFor(`create:${item.id}`, item.draft) });
    const answer = answers.shift() ?? diaryOf;
    return answer(item);
  };
  return { transport, calls };
}

const offline = () => Promise.reject(internalApiError('network'));
const rejected = (key: string) => () => Promise.reject(new ApiError({ code: '400', message: key, status: 400, source: 'diary' }));

describe('diary outbox', () => {
  it('sends in queue order and removes what the server acknowledged', async () => {
    const store = memoryStore();
    const { transport, calls } = scripted([]);
    const outbox = createOutbox(store, transport, now);
    await outbox.enqueue(input('b'));
    await outbox.enqueue(input('a'));
    const result = await outbox.flush();
    expect(calls.map((c) => c.id)).toEqual(['b', 'a']);
    expect(result.sent).toHaveLength(2);
    expect(store.rows.size).toBe(0);
  });

  it('sends only the signed-in member\u2019s items; another member\u2019s wait for them on a shared phone (decision 0023)', async () => {
    const store = memoryStore();
    const { transport, calls } = scripted([]);
    let member: number | null = 1;
    const outbox = createOutbox(store, transport, now, () => member);
    await outbox.enqueue(input('first-parent'));
    member = 2;
    await outbox.enqueue(input('second-parent'));
    expect((await outbox.mine()).map((item) => item.id)).toEqual(['second-parent']);
    await outbox.flush();
    expect(calls.map((c) => c.id)).toEqual(['second-parent']);
    expect([...store.rows.keys()]).toEqual(['first-parent']);
    member = 1;
    await outbox.flush();
    expect(calls.map((c) => c.id)).toEqual(['second-parent', 'first-parent']);
    expect(store.rows.size).toBe(0);
  });

  it('keeps the item on a network failure, stops, and reuses its Idempotency-Key on the retry', async () => {
    const store = memoryStore();
    const { transport, calls } = scripted([offline]);
    const outbox = createOutbox(store, transport, now);
    await outbox.enqueue(input('a'));
    await outbox.enqueue(input('b'));
    const first = await outbox.flush();
    expect(first.stoppedByNetwork).toBe(true);
    expect(calls.map((c) => c.id)).toEqual(['a']);
    expect([...store.rows.keys()].sort()).toEqual(['a', 'b']);
    expect(store.rows.get('a')?.status).toBe('waiting');
    await outbox.flush();
    expect(calls.map((c) => c.id)).toEqual(['a', 'a', 'b']);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(store.rows.size).toBe(0);
  });

  it('reuses the key of the failed online attempt that was queued', async () => {
    const store = memoryStore();
    const { transport, calls } = scripted([]);
    const outbox = createOutbox(store, transport, now);
    const item = input('a');
    const onlineKey = item.keys.keyFor('create:a', item.draft);
    await outbox.enqueue(item);
    await outbox.flush();
    expect(calls[0]?.key).toBe(onlineKey);
  });

  it('keeps a rejected write with its reason and goes on with the next', async () => {
    const store = memoryStore();
    const { transport, calls } = scripted([rejected('DiaryAlreadyWrittenException')]);
    const outbox = createOutbox(store, transport, now);
    await outbox.enqueue(input('a'));
    await outbox.enqueue(input('b'));
    const result = await outbox.flush();
    expect(result.rejected).toBe(1);
    expect(store.rows.get('a')).toMatchObject({ status: 'rejected', reason: 'DiaryAlreadyWrittenException' });
    expect(store.rows.has('b')).toBe(false);
    // A rejected item is not retried until the parent fixes it; discard removes it.
    await outbox.flush();
    expect(calls.map((c) => c.id)).toEqual(['a', 'b']);
    await outbox.discard('a');
    expect(store.rows.size).toBe(0);
  });

  it('runs one flush at a time: concurrent calls join it and nothing is sent twice', async () => {
    const store = memoryStore();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { transport, calls } = scripted([async (item) => (await gate, diaryOf(item))]);
    const outbox = createOutbox(store, transport, now);
    await outbox.enqueue(input('a'));
    const first = outbox.flush();
    const second = outbox.flush();
    expect(second).toBe(first);
    await outbox.enqueue(input('b'));
    release();
    await Promise.all([first, second]);
    expect(calls.map((c) => c.id)).toEqual(['a', 'b']);
    expect(store.rows.size).toBe(0);
  });

  it('drops uploaded photos from the stored item so that a retry does not upload them again', async () => {
    const store = memoryStore();
    const photos = [
      { localId: 'p1', blob: new Blob(['1']) },
      { localId: 'p2', blob: new Blob(['2']) },
    ];
    const transport: OutboxTransport = async (item, _keys, onImageUploaded) => {
      if (item.images.length === 2) {
        await onImageUploaded('p1');
        throw internalApiError('timeout');
      }
      expect(item.images.map((image) => image.localId)).toEqual(['p2']);
      return diaryOf(item);
    };
    const outbox = createOutbox(store, transport, now);
    await outbox.enqueue(input('a', photos));
    await outbox.flush();
    expect(store.rows.get('a')?.images.map((image) => image.localId)).toEqual(['p2']);
    await outbox.flush();
    expect(store.rows.size).toBe(0);
  });
});
