/** The child survey query (its own module so that /main, which shares child-words-queries.ts, carries none of the survey). */
import { queryOptions } from '@tanstack/react-query';
import { childSurveyApi } from '../../contract/child-survey-api.ts';
import { call } from '../../lib/api/call.ts';

/** GET /api/members/children/:id/surveys: the child survey (childSurveys null until filled in). */
export const childSurveyQuery = (childId: number) =>
  queryOptions({
    queryKey: ['child-words', 'survey', childId] as const,
    queryFn: ({ signal }) => call(childSurveyApi.childSurvey, { params: { id: childId }, signal }),
  });
