/** Child fixtures shared by the children server tests (not a test file itself); member helpers are in server/test/members.ts. */

export const bornChild = (nickname: string, birthDateTime: string, measures: { height?: number | null; weight?: number | null } = {}) => ({
  nickname,
  sex: 'FEMALE',
  born: true,
  birthDateTime,
  height: measures.height ?? null,
  weight: measures.weight ?? null,
});
export const unbornChild = (nickname: string, birthDueDate = '2027-01-10') => ({ nickname, sex: 'MALE', born: false, birthDueDate });
export const notFound = { status: 404, json: { code: '404', message: 'NoSuchChildException' } };
