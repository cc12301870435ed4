import * as v from 'valibot';
import { RowIdText, Str } from './primitives.ts';
import { endpoint } from './endpoint.ts';

/** A parent's answer to a child-word prompt: trimmed, 1-1000 characters. */
export const CHILD_WORD_ANSWER_MAX = 1000;
export const ChildWordAnswer = v.pipe(Str, v.trim(), v.minLength(1, 'ChildWordAnswerRequired'), v.maxLength(CHILD_WORD_ANSWER_MAX, 'ChildWordAnswerTooLong'));
export const ChildMessageBody = v.object({ answer: ChildWordAnswer });

/**
 * One child message: a prompt (key, text in both languages, the age range in months it fits; from
 * -1 = pregnancy, to null = open) and the parent's answer. answeredAt is the first answer's time;
 * edits keep it.
 */
export const ChildMessage = v.object({
  id: v.number(),
  promptKey: v.string(),
  prompt: v.object({ ko: v.string(), en: v.string() }),
  fromMonths: v.number(),
  toMonths: v.nullable(v.number()),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
});
export type ChildMessage = v.InferOutput<typeof ChildMessage>;
export const ChildMessageListData = v.object({ messages: v.array(ChildMessage) });

/** Child words (decision 0014); the survey and the coupons are child-survey-api.ts and coupons-api.ts. Spread into childRecordsApi. */
export const childWordsApi = {
  childMessages: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/messages',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The child\u2019s word prompts for its age (created on first read) with their answers',
    response: ChildMessageListData,
  }),
  answerChildMessage: endpoint({
    method: 'PATCH',
    path: '/api/members/children/:id/messages/:messageId',
    params: { id: RowIdText, messageId: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Answer or edit the answer to one child-word prompt',
    body: ChildMessageBody,
    response: ChildMessage,
  }),
} as const;
