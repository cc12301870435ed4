/**
 * npm run lint: the Korean catalogues speak with one voice (decision 0075; the rules are
 * scripts/korean-voice-rules.ts). Prints every breach and exits 1.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkVoice, describeFinding, msgstrLines } from './korean-voice-rules.ts';

function poFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? poFiles(path) : name.endsWith('.po') ? [path] : [];
  });
}

const findings = poFiles('locales/ko').flatMap((file) => checkVoice(file, msgstrLines(readFileSync(file, 'utf8'))));
for (const finding of findings) console.error(describeFinding(finding));
if (findings.length > 0) {
  console.error(`\n${findings.length} Korean wording problem(s): use the preferred form (scripts/korean-voice-rules.ts).`);
  process.exit(1);
}
