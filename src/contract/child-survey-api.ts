import { ChildSurveyBody, ChildSurveyData } from './child-survey.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

/**
 * The child survey (decision 0014). Spread into childRecordsApi; apart from the child words so that
 * /main, which reads the words, does not carry the survey's schemas.
 */
export const childSurveyApi = {
  childSurvey: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/surveys',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The child survey (childSurveys null before it is filled in)',
    response: ChildSurveyData,
  }),
  saveChildSurvey: endpoint({
    method: 'PATCH',
    path: '/api/members/children/:id/surveys',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Save the child survey (feeding, sleep, temperament, concerns)',
    body: ChildSurveyBody,
    response: ChildSurveyData,
  }),
} as const;
