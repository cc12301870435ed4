/**
 * The failed tests a step's output names (scripts/test-all.ts, decision 0083): npm test's summary
 * lists them for every step that failed or was ended beside a failing one, so a run on a busy
 * machine says which journeys and tests to look at without scrolling through every shard's log.
 */

// oxlint-disable-next-line no-control-regex -- the escape sequences of coloured output are what is removed
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Playwright's summary headers ("  2 failed", "  1 interrupted", "  1 flaky") and vitest's failure lines. */
export function failedTitles(output: string): string[] {
  const titles: string[] = [];
  let section: 'failed' | 'other' = 'other';
  for (const raw of output.replace(ANSI, '').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const header = /^ {2}\d+ (failed|interrupted|flaky|passed|skipped|did not run)\b/.exec(line);
    if (header) {
      section = header[1] === 'failed' || header[1] === 'interrupted' ? 'failed' : 'other';
      continue;
    }
    // Playwright: "    [mobile] › e2e/home.spec.ts:12:1 › title ─────" under a failed or interrupted header.
    const listed = /^ {4}(\[[^\]]+\] › .+?)(?:\s*─+)?$/.exec(line);
    if (section === 'failed' && listed?.[1]) {
      titles.push(listed[1].trim());
      continue;
    }
    if (!/^\s/.test(line)) section = 'other';
    // vitest: " FAIL  project  src/x.test.ts > describe > test".
    const vitest = /^\s*FAIL\s+(.+ > .+)$/.exec(line);
    if (vitest?.[1]) titles.push(vitest[1].trim());
  }
  return [...new Set(titles)];
}
