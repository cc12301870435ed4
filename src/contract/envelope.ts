import * as v from 'valibot';

/** ARCHITECTURE §3: every answer is an envelope with a string code and a message key. */
export const ErrorEnvelope = v.object({
  code: v.string(),
  message: v.string(),
  source: v.optional(v.string()),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelope>;

export function successEnvelope<T extends v.GenericSchema>(data: T) {
  return v.object({ code: v.literal('200'), message: v.string(), data });
}

export const SUCCESS_CODE = '200';
