import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPictureProcess, PICTURE_NICENESS } from './picture-process.ts';

const png = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer(),
  );

/** Fields of /proc/<pid>/task/<tid>/stat after the command's closing parenthesis (state is field 3). */
const statFields = (path: string) => readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
const linux = existsSync('/proc/self/task');

/** Decision 0088: pictures are read and decoded in a low-priority process of their own. */
describe('the picture process', () => {
  const pictures = createPictureProcess();
  afterAll(() => pictures.close());

  it('reads the header and makes the WEBP, in another process whose every thread runs at a low priority, in a session of its own', async () => {
    const bytes = await png(1200, 900);
    expect(await pictures.header(bytes)).toMatchObject({ kind: 'header', width: 1200, height: 900 });
    const made = await pictures.decode(bytes, { maxPixels: 25_000_000, maxSide: 640, quality: 80 });
    expect(made).toMatchObject({ kind: 'picture', width: 640, height: 480 });
    expect(made.kind === 'picture' && (await sharp(made.bytes).metadata()).format).toBe('webp');

    const { pid } = pictures.load();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    if (!linux || pid === null) return;
    const threads = readdirSync(`/proc/${pid}/task`);
    expect(threads.length).toBeGreaterThan(1);
    // Field 19 is the niceness, field 6 the session: libvips's threads too, started after the lowering.
    for (const tid of threads) expect(Number(statFields(`/proc/${pid}/task/${tid}/stat`)[16])).toBe(PICTURE_NICENESS);
    expect(Number(statFields(`/proc/${pid}/stat`)[3])).toBe(pid);
  });

  it('answers unreadable for bytes libvips refuses and for a picture over the pixel limit given', async () => {
    expect((await pictures.header(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).kind).toBe('unreadable');
    expect((await pictures.decode(await png(200, 200), { maxPixels: 100, maxSide: 64, quality: 80 })).kind).toBe('unreadable');
  });

  it('answers unreadable when the process dies under a picture, and starts a new one for the next', async () => {
    const bytes = await png(4000, 3000);
    const before = pictures.load().pid;
    const waiting = pictures.decode(bytes, { maxPixels: 25_000_000, maxSide: 640, quality: 80 });
    if (before !== null) process.kill(before, 'SIGKILL');
    expect((await waiting).kind).toBe('unreadable');
    expect(await pictures.header(bytes)).toMatchObject({ kind: 'header', width: 4000 });
    expect(pictures.load().pid).not.toBe(before);
  });

  it('fails with the start error when the process cannot start at all (a server fault, not the picture)', async () => {
    const broken = createPictureProcess(() => spawn('/nonexistent/node', [], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }));
    await expect(broken.header(new Uint8Array([1]))).rejects.toThrow(/ENOENT/);
    expect(broken.load()).toMatchObject({ running: false, pending: 0 });
  });
});
