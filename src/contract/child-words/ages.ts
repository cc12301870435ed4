/**
 * The age (in whole months) a child-word prompt uses for a child that has not been born yet. Kept
 * apart from prompts.ts so that /main can pick an open prompt without shipping every prompt text.
 */
export const UNBORN_AGE = -1;
