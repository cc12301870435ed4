import { describe, expect, it } from 'vitest';
import { failedTitles } from './test-failures.ts';

describe("the failed tests named in a step's output", () => {
  it("reads Playwright's failed and interrupted journeys, not the passed or flaky ones", () => {
    const output = [
      '  ✓  1 [mobile] › e2e/a.spec.ts:5:1 › passes (2.1s)',
      '  ✘  2 [mobile] › e2e/home.spec.ts:12:1 › home offline (30.0s)',
      '',
      '  1 failed',
      '    [mobile] › e2e/home.spec.ts:12:1 › home offline ────────────────',
      '  1 interrupted',
      '    \u001b[31m[mobile] › e2e/diary-pdf.spec.ts:40:1 › makes the book\u001b[39m',
      '  1 flaky',
      '    [mobile] › e2e/flaky.spec.ts:3:1 › sometimes',
      '  40 passed (4.2m)',
    ].join('\n');
    expect(failedTitles(output)).toEqual(['[mobile] › e2e/home.spec.ts:12:1 › home offline', '[mobile] › e2e/diary-pdf.spec.ts:40:1 › makes the book']);
  });

  it("reads vitest's FAIL lines once each, and nothing from a passing run", () => {
    const output = [
      ' FAIL   unit  src/contract/growth/who-lms.test.ts > converted data > is plausible',
      'Error: Test timed out in 5000ms.',
      ' FAIL   unit  src/contract/growth/who-lms.test.ts > converted data > is plausible',
    ].join('\n');
    expect(failedTitles(output)).toEqual(['unit  src/contract/growth/who-lms.test.ts > converted data > is plausible']);
    expect(failedTitles(' ✓ unit src/a.test.ts (3 tests)\n  40 passed (4.2m)\n')).toEqual([]);
  });
});
