import { rmSync } from 'node:fs';
import { basename } from 'node:path';

/** Names the run's data folder: set once by playwright.config.ts (workers inherit it), read here. */
export const E2E_DATA_DIR_ENV = 'DODAM_E2E_DATA_DIR';
const RUN_FOLDER_PREFIX = 'dodam-e2e-';

/**
 * Deletes the run's embedded database folder (about 40 MB of PGlite files) that playwright.config.ts
 * created in the temp directory. Playwright runs this before it stops the web servers, so the folder
 * is removed once more when the runner process exits, after the server is gone and can write no more.
 * Only a folder named like the config's is deleted, whatever the environment says.
 */
export default function removeRunDataDir(): void {
  const dataDir = process.env[E2E_DATA_DIR_ENV];
  if (!dataDir || !basename(dataDir).startsWith(RUN_FOLDER_PREFIX)) return;
  const remove = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  remove();
  process.once('exit', remove);
}

/** The time and the process id: two runs side by side (npm test's shards) never share a folder. */
export function newRunDataDirName(): string {
  return `${RUN_FOLDER_PREFIX}${Date.now()}-${process.pid}`;
}
