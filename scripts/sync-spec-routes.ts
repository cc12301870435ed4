/**
 * Copies ../shared/spec-routes.txt (every route of SPEC §2) into e2e/, so that the journeys run on a
 * checkout without shared/ beside it. Run again when the spec's route list changes.
 */
import { copyFileSync, existsSync } from 'node:fs';

const source = '../shared/spec-routes.txt';
if (!existsSync(source)) {
  console.error(`${source} not found (run from the repository root with shared/ beside it)`);
  process.exit(1);
}
copyFileSync(source, 'e2e/spec-routes.txt');
console.log('e2e/spec-routes.txt updated');
