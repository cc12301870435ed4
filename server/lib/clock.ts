/** Injectable time so that tests can fix the clock (expiries, Korea-time day rules). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
