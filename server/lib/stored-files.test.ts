import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type FileStorage } from '../integrations/storage.ts';
import { forgetFiles, storeThenCommit } from './stored-files.ts';

/** Decision 0091: the file first, then the row's transaction; a failed or declined commit leaves no file. */
const file = { folder: 'diary', extension: 'webp', bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' };
const setup = () => {
  const storage = createMemoryStorage();
  return { storage, deps: { storage, log: pino({ level: 'silent' }) } };
};

describe('storeThenCommit', () => {
  it('keeps the file a committed row names, under the key the commit was given', async () => {
    const { storage, deps } = setup();
    let named = '';
    const answer = await storeThenCommit(deps, file, async (key) => {
      expect(storage.keys()).toEqual([key]); // written before the transaction runs
      named = key;
      return 'row';
    });
    expect(answer).toBe('row');
    expect(storage.keys()).toEqual([named]);
    expect(named).toMatch(/^diary\/[A-Za-z0-9_-]+\.webp$/);
  });

  it('a failing commit leaves no file and its error goes on', async () => {
    const { storage, deps } = setup();
    await expect(
      storeThenCommit(deps, file, async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(storage.keys()).toEqual([]);
  });

  it('a commit that names nothing (a replay, a job given up) leaves no file', async () => {
    const { storage, deps } = setup();
    expect(
      await storeThenCommit(
        deps,
        file,
        async () => false,
        (kept) => kept,
      ),
    ).toBe(false);
    expect(storage.keys()).toEqual([]);
  });

  it('a store that fails runs no commit and leaves nothing, even when it failed after taking the bytes', async () => {
    const { storage, deps } = setup();
    const broken: FileStorage = {
      ...storage,
      put: async (key, f) => {
        await storage.put(key, f);
        throw new Error('timed out');
      },
    };
    let committed = false;
    await expect(
      storeThenCommit({ ...deps, storage: broken }, file, async () => {
        committed = true;
      }),
    ).rejects.toThrow('timed out');
    expect(committed).toBe(false);
    expect(storage.keys()).toEqual([]);
  });

  it('forgetFiles deletes the rest when one delete fails, and counts the failure', async () => {
    const { storage, deps } = setup();
    await storage.put('diary/aaaaaaaaaaaaaaaaaaaa.webp', file);
    await storage.put('diary/bbbbbbbbbbbbbbbbbbbb.webp', file);
    const flaky: FileStorage = { ...storage, delete: (key) => (key.startsWith('diary/a') ? Promise.reject(new Error('503')) : storage.delete(key)) };
    expect(await forgetFiles({ ...deps, storage: flaky }, ['diary/aaaaaaaaaaaaaaaaaaaa.webp', null, 'diary/bbbbbbbbbbbbbbbbbbbb.webp'], 'a test')).toBe(1);
    expect(storage.keys()).toEqual(['diary/aaaaaaaaaaaaaaaaaaaa.webp']);
  });
});
