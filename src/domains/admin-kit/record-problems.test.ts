import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contractProblems } from './record-problems.ts';

const Body = v.object({
  title: v.pipe(v.string(), v.nonEmpty('EmptyTitle')),
  content: v.record(v.string(), v.unknown(), 'InvalidContent'),
  contentText: v.pipe(v.string(), v.nonEmpty('EmptyText')),
  hidden: v.boolean('NotShown'),
});

const issuesOf = (body: unknown) => {
  const parsed = v.safeParse(Body, body);
  return parsed.success ? [] : parsed.issues;
};

/** Decision 0082: each refusal is said under the field it names, in the page's words. */
describe("a write page's problems from the contract", () => {
  const words = {
    title: ['title', (issue) => `said: ${issue.message}`],
    contentText: ['contentText', (issue) => `said: ${issue.message}`],
    content: ['contentText', () => 'the text cannot be read'],
  } as const satisfies Record<string, readonly ['title' | 'contentText', (issue: v.BaseIssue<unknown>) => string]>;

  it('says each refused field once, with the first issue that names it', () => {
    const problems = contractProblems(issuesOf({ title: '', content: 'not json', contentText: '', hidden: false }), words);
    expect(problems).toEqual({ title: 'said: EmptyTitle', contentText: 'the text cannot be read' });
  });

  it('leaves out what the form does not show, and says nothing of a valid body', () => {
    expect(contractProblems(issuesOf({ title: '제목', content: {}, contentText: '본문', hidden: 'yes' }), words)).toEqual({});
    expect(contractProblems(issuesOf({ title: '제목', content: {}, contentText: '본문', hidden: true }), words)).toEqual({});
  });
});
