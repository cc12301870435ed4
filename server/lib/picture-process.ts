/**
 * Pictures are read and decoded in a process of their own (decision 0088; picture-decoder.ts), not in
 * the request process: libvips's threads there, at a low priority and in a session of their own, take
 * only the CPU the event loop does not want. In the request process they ran at its priority and, on
 * Linux with autogroup scheduling, spent its session's share of the CPU, so that /api/health waited
 * behind them (decision 0078's figures: 38–123 ms p99 during a burst). A picture that crashes libvips
 * ends that process, not the server: its upload is refused as unreadable and the next picture starts a
 * new one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Niceness of every thread of the picture process. Higher than the PDF threads' 5 (decision 0078): only
 * the upload waits for its picture, and on an idle machine the decode still has every core it wants.
 */
export const PICTURE_NICENESS = 10;

/** To the picture process: read a picture's header, or make the stored WEBP. */
export type PictureRequest =
  { id: number; kind: 'header'; bytes: Uint8Array } | { id: number; kind: 'decode'; bytes: Uint8Array; maxPixels: number; maxSide: number; quality: number };

/** From the picture process: ready to work (id 0), a header's size, the made picture, or unreadable bytes. */
export type PictureReply =
  | { id: number; kind: 'ready' }
  | { id: number; kind: 'header'; width: number; height: number }
  | { id: number; kind: 'picture'; bytes: Uint8Array; width: number; height: number }
  | { id: number; kind: 'unreadable'; message: string };

/** A request's answer; `unreadable` also when the process stopped while it worked (the bytes likely made it stop). */
type Answer = Exclude<PictureReply, { kind: 'ready' }>;
type Pending = { request: PictureRequest; resolve(answer: Answer): void; reject(error: Error): void };

export type PictureProcess = {
  header(bytes: Uint8Array): Promise<Answer>;
  decode(bytes: Uint8Array, options: { maxPixels: number; maxSide: number; quality: number }): Promise<Answer>;
  /** Starts the process now (npm start, once it listens): the first picture waits for no start. */
  warm(): void;
  /** Whether the process runs, its id and how many requests it holds (tests). */
  load(): { running: boolean; pid: number | null; pending: number };
  close(): Promise<void>;
};

/** The picture process runs TypeScript through tsx, as npm start and the worker threads do (decision 0078). */
function spawnDecoder(): ChildProcess {
  const entry = fileURLToPath(new URL('./picture-decoder.ts', import.meta.url));
  // detached: a session of its own, so that Linux's autogroup counts its CPU apart from the server's.
  return spawn(process.execPath, ['--import', import.meta.resolve('tsx'), entry], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
}

export function createPictureProcess(start: () => ChildProcess = spawnDecoder): PictureProcess {
  let child: ChildProcess | null = null;
  let ready = false;
  let lastId = 0;
  const pending = new Map<number, Pending>();

  /** Ref'd only while it holds a request: an idle picture process never keeps the server (or a test) alive. */
  const hold = (on: boolean) => {
    if (!child) return;
    if (on) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };

  const post = (request: PictureRequest) => child?.send(request);

  function launch(): ChildProcess {
    const started = start();
    child = started;
    ready = false;
    started.on('message', (reply: PictureReply) => {
      if (reply.kind === 'ready') {
        ready = true;
        for (const job of pending.values()) post(job.request);
        return;
      }
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      job?.resolve(reply);
      if (pending.size === 0) hold(false);
    });
    const gone = (error: Error | null) => {
      if (child !== started) return;
      child = null;
      const jobs = [...pending.values()];
      pending.clear();
      for (const job of jobs) {
        if (error) job.reject(error);
        else job.resolve({ id: job.request.id, kind: 'unreadable', message: 'the picture process stopped' });
      }
    };
    // Not started at all (no node, no tsx): a server fault, not the picture's.
    started.on('error', (error) => gone(error));
    started.on('exit', () => gone(null));
    hold(pending.size > 0);
    return started;
  }

  function ask(requestOf: (id: number) => PictureRequest): Promise<Answer> {
    lastId += 1;
    const full = requestOf(lastId);
    return new Promise<Answer>((resolve, reject) => {
      pending.set(full.id, { request: full, resolve, reject });
      if (!child) launch();
      hold(true);
      if (ready) post(full);
    });
  }

  return {
    header: (bytes) => ask((id) => ({ id, kind: 'header', bytes })),
    decode: (bytes, options) => ask((id) => ({ id, kind: 'decode', bytes, ...options })),
    warm() {
      if (!child) launch();
    },
    load: () => ({ running: child !== null, pid: child?.pid ?? null, pending: pending.size }),
    async close() {
      const stopping = child;
      if (!stopping || stopping.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        stopping.once('exit', () => resolve());
        stopping.kill();
      });
    },
  };
}

let shared: PictureProcess | null = null;

/** The server's picture process: started on first use (or warmed by npm start), started again after a crash. */
export function sharedPictureProcess(): PictureProcess {
  shared ??= createPictureProcess();
  return shared;
}
