import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ArticleUpdateBody } from '../../contract/admin-articles-api.ts';
import { articleIssues, bodyOf, draftOf, type ArticleDraft } from './article-form-state.ts';

const content = { json: { root: { type: 'root', version: 1, children: [] } }, text: '밤잠을 돕는 방법이에요.' };
const issuesOf = (change: Partial<ArticleDraft>) => {
  const draft = { ...draftOf(null), title: '밤잠 이야기', summary: '잠자리 습관을 알아봐요.', ...change };
  const parsed = v.safeParse(ArticleUpdateBody, bodyOf(draft, content, undefined));
  return parsed.success ? {} : articleIssues(parsed.issues);
};

describe('the article form marks the field the contract refuses (decision 0082)', () => {
  it('accepts a whole article', () => {
    expect(issuesOf({})).toEqual({});
  });
  it('marks the ages when the last month is before the first, a month is empty or past school age', () => {
    expect(issuesOf({ ageFromMonths: '12', ageToMonths: '7' })).toEqual({ ages: true });
    expect(issuesOf({ ageFromMonths: '' })).toEqual({ ages: true });
    expect(issuesOf({ ageToMonths: '200' })).toEqual({ ages: true });
  });
  it('marks the title, the attribution of public material and bad codes each at their field', () => {
    expect(issuesOf({ title: ' ', sourceKind: 'KOGL', scheduleCodes: 'MMR, 홍역' })).toEqual({ title: true, sourceAttribution: true, scheduleCodes: true });
  });
});
