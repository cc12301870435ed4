import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createMemoryStorage, newStorageKey, STREAM_CHUNK_BYTES, withTemporaryFailureKeys, type FileStorage } from './storage.ts';
import { AppError } from '../lib/app-error.ts';

const root = mkdtempSync(join(tmpdir(), 'dodam-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pdf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31) & 0xff);

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}
const joined = (chunks: Uint8Array[]) => new Uint8Array(Buffer.concat(chunks));

/** Decision 0078: a stored file is read as a stream, a chunk at a time, for the downloads. */
describe.each<[string, () => FileStorage]>([
  ['disk', () => createDiskStorage(root)],
  ['memory', () => createMemoryStorage()],
])('%s storage as a stream', (_kind, make) => {
  const storage = make();

  it('gives the stored bytes, their size and type; null for a missing key', async () => {
    const key = newStorageKey('examination', 'pdf');
    const bytes = pdf(3 * STREAM_CHUNK_BYTES + 17);
    await storage.put(key, { bytes, contentType: 'application/pdf' });
    const file = await storage.stream(key);
    expect(file && [file.size, file.contentType]).toEqual([bytes.byteLength, 'application/pdf']);
    const chunks = file ? await chunksOf(file.body) : [];
    expect(joined(chunks)).toEqual(bytes);
    expect(await storage.stream(newStorageKey('examination', 'pdf'))).toBeNull();
  });
});

describe('disk storage as a stream', () => {
  const storage = createDiskStorage(root);

  it('reads one chunk at a time as the reader asks, never the whole file at once', async () => {
    const key = newStorageKey('examination', 'pdf');
    await storage.put(key, { bytes: pdf(16 * STREAM_CHUNK_BYTES), contentType: 'application/pdf' });
    const file = await storage.stream(key);
    const reader = file?.body.getReader();
    const first = await reader?.read();
    expect(first?.value?.byteLength).toBe(STREAM_CHUNK_BYTES);
    // A reader that stops (the client went away) closes the file.
    await reader?.cancel();
    const chunks = await chunksOf((await storage.stream(key))?.body ?? new ReadableStream());
    expect(chunks).toHaveLength(16);
    expect(Math.max(...chunks.map((c) => c.byteLength))).toBe(STREAM_CHUNK_BYTES);
  });

  it('answers a storage failure before the first byte with the 503 FileDownloadException', async () => {
    const failing: FileStorage = { ...createMemoryStorage(), stream: () => Promise.reject(new Error('disk gone')) };
    const error = await withTemporaryFailureKeys(failing)
      .stream(newStorageKey('examination', 'pdf'))
      .catch((e: unknown) => e);
    expect(error instanceof AppError && [error.key, error.status]).toEqual(['FileDownloadException', 503]);
  });
});
