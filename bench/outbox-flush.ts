/**
 * Time to flush 100 queued entries (decision 0021): the client's own outbox (src/domains/diary/outbox.ts)
 * and save path (src/domains/diary/save-diary.ts) run here in Node against the real server — 100 entries
 * queued "offline", then one flush, one entry after the other, each with its Idempotency-Key.
 * IndexedDB is replaced by a memory store (the browser's store adds a few ms per item, not measured).
 * Prints one JSON line: { ms, sent, rejected, perEntryMs }.
 *   node --import tsx bench/outbox-flush.ts http://127.0.0.1:PORT ACCESS REFRESH CHILD_ID
 */
import { IdempotencyKeys, saveDiary } from '../src/domains/diary/save-diary.ts';
import { createOutbox, type OutboxItem, type OutboxStore } from '../src/domains/diary/offline/outbox.ts';
import { isoOfDay, koreaDayNumber } from '../src/contract/calendar/days.ts';

const [url, accessToken, refreshToken, childIdText] = process.argv.slice(2);
if (!url || !accessToken || !refreshToken || !childIdText) throw new Error('usage: outbox-flush.ts URL ACCESS REFRESH CHILD_ID');
const childId = Number(childIdText);
export const ENTRIES = 100;

// The browser globals the client's call path reads: same-origin base URL and the stored tokens.
const local = new Map<string, string>();
Object.assign(globalThis, {
  location: new URL(url),
  localStorage: {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, value: string) => void local.set(k, value),
    removeItem: (k: string) => void local.delete(k),
    clear: () => local.clear(),
  },
});
const { setTokens } = await import('../src/lib/storage/keys.ts');
setTokens({ accessToken, refreshToken });

const rows = new Map<string, OutboxItem>();
const store: OutboxStore = {
  get: async (id) => rows.get(id),
  set: async (id, item) => void rows.set(id, item),
  del: async (id) => void rows.delete(id),
  values: async () => [...rows.values()],
};
const outbox = createOutbox(store, (item, keys, onImageUploaded) =>
  saveDiary(item.target, item.draft, { removeImageIds: item.removeImageIds, images: item.images }, keys, { onImageUploaded: (id) => void onImageUploaded(id) }),
);

// 100 days of the bench's own child (bench/run.ts benchChildId), each written once.
const today = koreaDayNumber(Date.now());
for (let i = 0; i < ENTRIES; i += 1) {
  const entryDate = isoOfDay(today - 30 - i);
  const clientId = crypto.randomUUID();
  const text = `벤치마크 일기 ${i + 1}: 오늘도 잘 먹고 잘 잤어요.`;
  await outbox.enqueue({
    id: clientId,
    childId,
    entryDate,
    target: { kind: 'new', clientId, childId, entryDate },
    draft: {
      title: `기록 ${i + 1}`,
      areas: {
        water: { ml: 500, note: null },
        sleep: { hours: 11, naps: 2, note: null },
        childMeal: null,
        parentMeal: null,
        illness: null,
        mood: { mood: 'GOOD', note: null },
        breastfeeding: null,
      },
      content: null,
      contentText: text,
    },
    removeImageIds: [],
    images: [],
    keys: new IdempotencyKeys(),
  });
}

const started = performance.now();
const result = await outbox.flush();
const ms = performance.now() - started;
if (rows.size !== 0 || result.sent.length !== ENTRIES) {
  console.error(
    `outbox not empty after the flush: ${rows.size} left, ${result.rejected} rejected`,
    [...rows.values()].map((r) => r.reason),
  );
  process.exit(1);
}
console.log(JSON.stringify({ ms, sent: result.sent.length, rejected: result.rejected, perEntryMs: ms / ENTRIES }));
