import * as v from 'valibot';

/** The first issue's message key of a contract schema, or null when the value is valid. */
export function fieldIssue(schema: v.GenericSchema, value: unknown, fallback = 'Required'): string | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const message = result.issues[0]?.message;
  return message && /^[A-Z][A-Za-z]+$/.test(message) ? message : fallback;
}
