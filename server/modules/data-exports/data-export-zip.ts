/**
 * The ZIP of a member's data copy (decision 0099), made in the worker pool (decision 0078): the JSON
 * files cross to the worker as data and are deflated; the photos (already compressed) are stored as
 * they are, each asked for by the worker when its turn comes, so a family's years of photos are never
 * in memory at once — only the ZIP being made is.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Ask } from '../../lib/worker-pool.ts';

export type ExportFile = { name: string; bytes: Uint8Array };
export type ExportJob = { files: ExportFile[]; photos: string[]; at: number };
/** The worker asks for the bytes of the job's photo number `photo` (null: gone meanwhile, left out). */
export type ExportQuestion = { photo: number };

/** Runs in the worker. */
export async function zipExport(job: ExportJob, ask: Ask<ExportQuestion, Uint8Array | null>): Promise<{ bytes: Uint8Array }> {
  const chunks: Uint8Array[] = [];
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const finished = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const zip = new Zip((error, data, final) => {
    if (error) return reject(error);
    chunks.push(data);
    if (final) resolve();
  });
  for (const file of job.files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    entry.mtime = job.at;
    zip.add(entry);
    entry.push(file.bytes, true);
  }
  for (const [photo, name] of job.photos.entries()) {
    const bytes = await ask({ photo });
    if (!bytes) continue;
    const entry = new ZipPassThrough(name);
    entry.mtime = job.at;
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  await finished;
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes: out };
}
