/**
 * The developmental test (SPEC §1 "take a child developmental screening test (kcdi)", §2 /kcdi…, §4,
 * §5 examination files, §9 GROWTH_EXAMINATION 50,000 won; decision 0070). K-CDI is a published,
 * copyrighted parent questionnaire: Dodam sells it, sends the publisher's code or link, and shows the
 * publisher's result (a PDF and the developmental age per domain); it never reproduces its items.
 */
import * as v from 'valibot';
import { exactAge } from './calendar/age.ts';
import { dayNumberOfIso, isoOfDay } from './calendar/days.ts';
import { koreaDayOf, koreaMidnightOf } from './calendar/today.ts';
import { Str, storableText } from './primitives.ts';

/** K-CDI's ages: about 12 months to 6 years and 6 months. */
export const KCDI_MIN_MONTHS = 12;
export const KCDI_MAX_MONTHS = 77;
/** The result PDF can be downloaded through the 30th Korea day after it was registered (SPEC §4). */
export const RESULT_DOWNLOAD_DAYS = 30;

export const KCDI_DOMAINS = [
  'SOCIAL',
  'SELF_HELP',
  'GROSS_MOTOR',
  'FINE_MOTOR',
  'EXPRESSIVE_LANGUAGE',
  'LANGUAGE_COMPREHENSION',
  'LETTERS',
  'NUMBERS',
  'GENERAL',
] as const;
export type KcdiDomain = (typeof KCDI_DOMAINS)[number];

export type KcdiEligibility = 'OK' | 'UNBORN' | 'TOO_YOUNG' | 'TOO_OLD';

/** Whether the child's age (completed months, Korea time) is within K-CDI's. */
export function kcdiEligibility(birthDateTime: string | null, now: Date): KcdiEligibility {
  if (birthDateTime === null) return 'UNBORN';
  const months = exactAge(birthDateTime, now).months;
  if (months < KCDI_MIN_MONTHS) return 'TOO_YOUNG';
  if (months > KCDI_MAX_MONTHS) return 'TOO_OLD';
  return 'OK';
}

/** The instant the result stops being downloadable: 00:00 KST of the 31st day after its Korea day. */
export function resultExpiresAt(registeredAt: Date): Date {
  return koreaMidnightOf(isoOfDay(dayNumberOfIso(koreaDayOf(registeredAt)) + RESULT_DOWNLOAD_DAYS + 1));
}

/**
 * Where a test stands: PAID (bought, the test not sent yet), SENT (the code or link went out), RESULT
 * (the result registered, downloadable), EXPIRED (registered more than RESULT_DOWNLOAD_DAYS ago),
 * CANCELED (refunded before it was sent).
 */
export const EXAMINATION_STATUSES = ['PAID', 'SENT', 'RESULT', 'EXPIRED', 'CANCELED'] as const;
export type ExaminationStatus = (typeof EXAMINATION_STATUSES)[number];

/** A domain's developmental age in months, as the publisher scored it. */
/** The highest developmental age a result may give (ten years: past K-CDI's 6.5, for a child far ahead). */
export const KCDI_RESULT_MONTHS_MAX = 120;
/** Whole months from 0 to KCDI_RESULT_MONTHS_MAX, as the publisher's report writes them (decision 0082: 12.5 is a typing mistake). */
export const ResultMonths = v.pipe(
  v.number('InvalidExaminationMonths'),
  v.integer('InvalidExaminationMonths'),
  v.minValue(0, 'InvalidExaminationMonths'),
  v.maxValue(KCDI_RESULT_MONTHS_MAX, 'InvalidExaminationMonths'),
);
export const DomainResult = v.object({ domain: v.picklist(KCDI_DOMAINS), months: ResultMonths });
export const ExaminationResults = v.pipe(
  v.array(DomainResult),
  v.minLength(1, 'InvalidExaminationResults'),
  v.maxLength(KCDI_DOMAINS.length, 'InvalidExaminationResults'),
);

/** The longest link a publisher's invitation needs; codes are far shorter (TEST_CODE). */
export const TEST_ACCESS_MAX = 500;
/** A publisher's test code: letters and digits, groups joined by hyphens (e.g. KCDI-7F3A-21Q9), 4 to 64 characters. */
const TEST_CODE = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * Whether what an operator typed can reach the member as their test (decision 0082): a code, or an
 * https link with a host (a member taps it on the phone; http, another scheme, spaces or a bare word
 * with a dot are typing mistakes, refused before anything is sent).
 */
export function isTestAccess(value: string): boolean {
  if (TEST_CODE.test(value)) return value.length >= 4 && value.length <= 64;
  if (!value.startsWith('https://') || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The code or link the publisher issued (a code or an https link), as the member receives it. */
export const TestAccess = v.pipe(
  Str,
  storableText,
  v.trim(),
  v.minLength(1, 'InvalidExaminationAccess'),
  v.maxLength(TEST_ACCESS_MAX, 'InvalidExaminationAccess'),
  v.check(isTestAccess, 'InvalidExaminationAccess'),
);

export const MemberExamination = v.object({
  id: v.number(),
  orderItemId: v.number(),
  child: v.object({ id: v.number(), nickname: v.string() }),
  status: v.picklist(EXAMINATION_STATUSES),
  /** The code or link, once sent. */
  access: v.nullable(v.string()),
  paidAt: v.string(),
  sentAt: v.nullable(v.string()),
  resultAt: v.nullable(v.string()),
  expiresAt: v.nullable(v.string()),
  /** The child's completed months when the result was registered, for the chart's line of age. */
  ageMonthsAtResult: v.nullable(v.number()),
  results: v.nullable(v.array(DomainResult)),
  hasPdf: v.boolean(),
});
export type MemberExamination = v.InferOutput<typeof MemberExamination>;
export const MemberExaminationList = v.object({ examinations: v.array(MemberExamination) });
