import { childProfileApi } from './child-profile-api.ts';
import { childSurveyApi } from './child-survey-api.ts';
import { childWordsApi } from './child-words-api.ts';
import { couponsApi } from './coupons-api.ts';
import { endpoint } from './endpoint.ts';

/** Child profile edits, words, surveys and coupons (decisions 0011, 0014). Spread into `api` in api.ts. */
export const childRecordsApi = {
  ...childProfileApi,
  ...childWordsApi,
  ...childSurveyApi,
  ...couponsApi,
} satisfies Record<string, ReturnType<typeof endpoint>>;
