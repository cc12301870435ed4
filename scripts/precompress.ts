/**
 * Brotli and gzip copies of every compressible file of the build, written beside it (`x.js.br`,
 * `x.js.gz`) so that the server sends the smallest representation the browser accepts without
 * compressing anything per request (server/lib/static-files.ts, decision 0036). vite.config.ts runs
 * it after the service worker is built; `npx tsx scripts/precompress.ts dist` runs it by hand.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE, PRECOMPRESSED } from '../server/lib/content-encoding.ts';

/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 256;

export type PrecompressReport = { files: number; raw: number; br: number; gzip: number };

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside each compressible file of `dir` when they are smaller than it. */
export function precompressDir(dir: string): PrecompressReport {
  const report: PrecompressReport = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzip = gzipSync(raw, { level: 9 });
    report.files += 1;
    report.raw += raw.length;
    if (br.length < raw.length) {
      writeFileSync(path + PRECOMPRESSED.br, br);
      report.br += br.length;
    }
    if (gzip.length < raw.length) {
      writeFileSync(path + PRECOMPRESSED.gzip, gzip);
      report.gzip += gzip.length;
    }
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = precompressDir(process.argv[2] ?? 'dist');
  console.log(`precompressed ${report.files} files: ${report.raw} B → br ${report.br} B, gzip ${report.gzip} B`);
}
