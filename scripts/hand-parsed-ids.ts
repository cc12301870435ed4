/**
 * Decision 0051: a row id of a path or URL is read with the contract's rule (RowIdText, rowIdText,
 * rowIdOf in src/contract/primitives.ts; an endpoint's `params`), never parsed by hand. These cheap
 * patterns catch the shapes the hand parsers had; check-boundaries.ts runs them on every file.
 */
const HAND_PARSED_ID: readonly [RegExp, string][] = [
  [/\/\^(\[1-9\]\\d\{0,\d+\}|\\d\{1,9\})\$\//, 'a row-id pattern written by hand'],
  [/\bfunction\s+(idParam|idOf|\w+IdOf|paramIdOf)\s*\(/, 'a hand-written path id parser'],
  [/\bNumber\(\s*(params\.|params\[|c\.req\.param\()/, 'a path param turned into a number by hand'],
  [/\bc\.req\.param\(\s*(\)|'(id|\w+Id)')/, 'a path id read past its declaration'],
];

/** The contract itself (where the rule lives), tests and their helpers, and the fakes of outside services. */
const EXEMPT = /^(src\/contract\/|src\/test-support\/|server\/test\/|server\/integrations\/)|\.test\.tsx?$/;

/** The breach of one file, or null. */
export function handParsedIdBreach(rel: string, text: string): string | null {
  if (EXEMPT.test(rel)) return null;
  for (const [pattern, what] of HAND_PARSED_ID) {
    if (pattern.test(text))
      return `${rel}: ${what}; declare the param with the contract's RowIdText (endpoint params) or read a URL id with rowIdOf (decision 0051)`;
  }
  return null;
}
