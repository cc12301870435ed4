import * as v from 'valibot';
import { isKoreanName } from './korean.ts';

export const SEXES = ['MALE', 'FEMALE'] as const;
export type Sex = (typeof SEXES)[number];

/** SPEC §3 Child summary (data.summary). */
export const ChildSummary = v.object({
  id: v.number(),
  profileImageURL: v.nullable(v.string()),
  nickname: v.string(),
  sex: v.picklist(SEXES),
  born: v.boolean(),
  birthDateTime: v.nullable(v.string()),
  birthDueDate: v.nullable(v.string()),
  currentHeight: v.nullable(v.number()),
  currentWeight: v.nullable(v.number()),
  ageInMonths: v.nullable(v.number()),
});
export type ChildSummary = v.InferOutput<typeof ChildSummary>;

/** One row of data.children: the summary plus the select flag. */
export const ChildListItem = v.object({ ...ChildSummary.entries, selected: v.boolean() });
export type ChildListItem = v.InferOutput<typeof ChildListItem>;

export const ChildListData = v.object({ children: v.array(ChildListItem) });
export const ChildSummaryData = v.object({ summary: ChildSummary });

const ChildNickname = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(12), v.check(isKoreanName, 'InvalidChildNickname'));
const Height = v.nullable(v.pipe(v.number(), v.minValue(20, 'ImplausibleHeight'), v.maxValue(200, 'ImplausibleHeight')));
const Weight = v.nullable(v.pipe(v.number(), v.minValue(0.3, 'ImplausibleWeight'), v.maxValue(100, 'ImplausibleWeight')));

/** A born child has its birth instant; an unborn one its due date (SPEC §3, §4). */
export const ChildDetails = v.variant('born', [
  v.object({
    nickname: ChildNickname,
    sex: v.picklist(SEXES),
    born: v.literal(true),
    birthDateTime: v.pipe(v.string(), v.isoTimestamp('InvalidBirthDateTime')),
    height: Height,
    weight: Weight,
  }),
  v.object({
    nickname: ChildNickname,
    sex: v.picklist(SEXES),
    born: v.literal(false),
    birthDueDate: v.pipe(v.string(), v.isoDate('InvalidDueDate')),
  }),
]);
export type ChildDetails = v.InferOutput<typeof ChildDetails>;

export const SelectQuery = v.object({ select: v.optional(v.picklist(['true', 'false'])) });
export const ChildIdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)) });
