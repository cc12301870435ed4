/** Child words queries shared by the child-words pages and /main (one cache key for both). */
import { queryOptions } from '@tanstack/react-query';
import { childWordsApi, type ChildMessage } from '../../contract/child-words-api.ts';
import { UNBORN_AGE } from '../../contract/child-words/ages.ts';
import { call } from '../../lib/api/call.ts';

export const childWordsKeys = {
  messages: (childId: number) => ['child-words', 'messages', childId] as const,
};

/** GET /api/members/children/:id/messages: the prompts for the child's age with their answers. */
export const childMessagesQuery = (childId: number) =>
  queryOptions({
    queryKey: childWordsKeys.messages(childId),
    queryFn: async ({ signal }) => (await call(childWordsApi.childMessages, { params: { id: childId }, signal })).messages,
  });

/**
 * The prompt to offer next (e.g. on /main): an unanswered one that fits the child's age today
 * (ageInMonths null = unborn), else any unanswered one, else null.
 */
export function nextOpenMessage(messages: readonly ChildMessage[], ageInMonths: number | null): ChildMessage | null {
  const age = ageInMonths ?? UNBORN_AGE;
  const open = messages.filter((message) => message.answer === null);
  return open.find((m) => m.fromMonths <= age && (m.toMonths === null || age <= m.toMonths)) ?? open[0] ?? null;
}

/** The prompt in the active language (Korean first, English fallback). */
export function promptText(message: Pick<ChildMessage, 'prompt'>, locale: string): string {
  return locale === 'en' ? message.prompt.en : message.prompt.ko;
}
