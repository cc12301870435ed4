/**
 * The care-info categories alone (decision 0066): what the /care-info route's search check needs,
 * kept apart from the schemas of care-info.ts, because a route's search check is in the first
 * page's JS (the route tree) and the schemas are not.
 */
/** 수면, 수유·이유식, 발달, 건강, 안전, 예방접종, 놀이. */
export const ARTICLE_CATEGORIES = ['SLEEP', 'FEEDING', 'DEVELOPMENT', 'HEALTH', 'SAFETY', 'VACCINATION', 'PLAY'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
