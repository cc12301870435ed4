import { useState } from 'react';
import * as v from 'valibot';

/** What a write page says under one field: the issue of the contract and the words for it. */
export type ProblemWords<F extends string> = Readonly<Record<string, readonly [F, (issue: v.BaseIssue<unknown>) => string]>>;

/**
 * The contract's refusals of a write body, each said under the field it names (decision 0082):
 * `words` maps an issue's top key to the form's field and its words (a rich text's JSON to its
 * text's field). The first issue of a field is the one said; a key the form does not show is left out.
 */
export function contractProblems<F extends string>(issues: readonly v.BaseIssue<unknown>[], words: ProblemWords<F>): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const word = words[v.getDotPath(issue)?.split('.')[0] ?? ''];
    if (word) found[word[0]] ??= word[1](issue);
  }
  return found;
}

/**
 * A write page's field problems: `touch(field)` marks the form unsaved and takes back what was
 * said about that field, so a problem is never shown beside input it no longer describes.
 */
export function useFieldProblems<F extends string>(markDirty: () => void) {
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  return {
    problems,
    setProblems,
    touch: (field?: F) => {
      markDirty();
      if (field) setProblems((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    },
  };
}
