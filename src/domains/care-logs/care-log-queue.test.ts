import { describe, expect, it } from 'vitest';
import type { CareLog } from '../../contract/care-logs.ts';
import { ApiError, internalApiError } from '../../lib/api/api-error.ts';
import { createCareLogQueue, queueKey, type QueuedLog, type QueueStore, type QueueTransport } from './care-log-queue.ts';

// Decision 0098: the daily log's writes wait on the phone with the diary outbox's rules (decision 0021).
function memoryStore(): QueueStore & { rows: Map<string, QueuedLog> } {
  const rows = new Map<string, QueuedLog>();
  return {
    rows,
    values: async () => [...rows.values()].map((row) => structuredClone(row)),
    update: async (key, change) => {
      const next = change(rows.get(key) ? structuredClone(rows.get(key)) : undefined);
      if (next === undefined) rows.delete(key);
      else rows.set(key, structuredClone(next));
    },
  };
}

const body = (startedAt = '2026-11-22T01:00:00.000Z') => ({ kind: 'DIAPER' as const, detail: 'WET' as const, amountMl: null, startedAt, endedAt: null });
const sent: CareLog = {
  clientId: 'x',
  kind: 'DIAPER',
  detail: 'WET',
  amountMl: null,
  startedAt: '2026-11-22T01:00:00.000Z',
  endedAt: null,
  authorId: 5,
  authorNickname: '엄마',
  updatedAt: '2026-11-22T01:00:00.000Z',
};
const offline = () => internalApiError('network');
let clock = 1000;
const now = () => clock++;

function scripted(answers: ((item: QueuedLog) => Promise<CareLog | null>)[]) {
  const calls: { clientId: string; removal: boolean }[] = [];
  const transport: QueueTransport = async (item) => {
    calls.push({ clientId: item.clientId, removal: item.body === null });
    const answer = answers.shift();
    return answer ? answer(item) : sent;
  };
  return { calls, transport };
}

describe('the daily log queue', () => {
  it('sends in tap order and lets a write go only once the server took it', async () => {
    const store = memoryStore();
    const { calls, transport } = scripted([async () => sent, async () => Promise.reject(offline())]);
    const queue = createCareLogQueue(store, transport, () => 5, now);
    await queue.put(1, 'a', body());
    await queue.put(1, 'b', body());
    const result = await queue.flush();
    expect(calls.map((c) => c.clientId)).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 1, refused: 0, stoppedByNetwork: true });
    expect([...store.rows.keys()]).toEqual([queueKey(1, 'b')]);
  });

  it('keeps one item per log: a stop of a timer replaces its start still waiting, a removal replaces both', async () => {
    const store = memoryStore();
    const { calls, transport } = scripted([]);
    const queue = createCareLogQueue(store, transport, () => 5, now);
    await queue.put(1, 't', { ...body(), kind: 'SLEEP', detail: null });
    await queue.put(1, 't', { ...body(), kind: 'SLEEP', detail: null, endedAt: '2026-11-22T02:00:00.000Z' });
    expect((await queue.mine()).map((item) => [item.clientId, item.rev, item.body?.endedAt])).toEqual([['t', 2, '2026-11-22T02:00:00.000Z']]);
    await queue.put(1, 't', null);
    await queue.flush();
    expect(calls).toEqual([{ clientId: 't', removal: true }]);
    expect(store.rows.size).toBe(0);
  });

  it('keeps a refused write with the server’s reason until the parent lets it go', async () => {
    const store = memoryStore();
    const refusal = new ApiError({ code: '400', message: 'InvalidCareLogTime', status: 400 });
    const { transport } = scripted([async () => Promise.reject(refusal)]);
    const queue = createCareLogQueue(store, transport, () => 5, now);
    await queue.put(1, 'a', body());
    expect(await queue.flush()).toEqual({ sent: 0, refused: 1, stoppedByNetwork: false });
    expect((await queue.mine()).map((item) => [item.status, item.reason])).toEqual([['refused', 'InvalidCareLogTime']]);
    // A second flush does not send it again.
    expect((await queue.flush()).sent).toBe(0);
    await queue.discard(1, 'a');
    expect(store.rows.size).toBe(0);
  });

  it('leaves a change made while the write was on its way queued for the next send', async () => {
    const store = memoryStore();
    let queue: ReturnType<typeof createCareLogQueue> | null = null;
    const { calls, transport } = scripted([
      async () => {
        await queue?.put(1, 't', { ...body(), kind: 'SLEEP', detail: null, endedAt: '2026-11-22T02:00:00.000Z' });
        return sent;
      },
    ]);
    queue = createCareLogQueue(store, transport, () => 5, now);
    await queue.put(1, 't', { ...body(), kind: 'SLEEP', detail: null });
    await queue.flush();
    expect(calls.map((c) => c.clientId)).toEqual(['t', 't']);
    expect(store.rows.size).toBe(0);
  });

  it('sends only the signed-in member’s taps (a shared phone)', async () => {
    const store = memoryStore();
    let member = 5;
    const { calls, transport } = scripted([]);
    const queue = createCareLogQueue(store, transport, () => member, now);
    await queue.put(1, 'mine', body());
    member = 6;
    await queue.flush();
    expect(calls).toEqual([]);
    expect((await queue.mine()).length).toBe(0);
    member = 5;
    await queue.flush();
    expect(calls.map((c) => c.clientId)).toEqual(['mine']);
  });
});
