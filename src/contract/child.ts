import * as v from 'valibot';
import { RealDate, RealTimestamp, RowId, Str } from './primitives.ts';
import { isKoreanName } from './korean.ts';

export const SEXES = ['MALE', 'FEMALE'] as const;
export type Sex = (typeof SEXES)[number];

/** A born child's sex is required (SPEC §3); an unborn one's may be unknown yet: null, '아직 몰라요' (decision 0071). */
const MaybeSex = v.nullable(v.picklist(SEXES));

/** SPEC §3 Child summary (data.summary). */
export const ChildSummary = v.object({
  id: v.number(),
  profileImageURL: v.nullable(v.string()),
  nickname: v.string(),
  /** Null only while the child is unborn and its sex is not known (decision 0071). */
  sex: MaybeSex,
  born: v.boolean(),
  birthDateTime: v.nullable(v.string()),
  birthDueDate: v.nullable(v.string()),
  currentHeight: v.nullable(v.number()),
  currentWeight: v.nullable(v.number()),
  ageInMonths: v.nullable(v.number()),
  /** True when the member cares for the child as a guardian, not as its owner (decision 0097). */
  guardian: v.boolean(),
});
export type ChildSummary = v.InferOutput<typeof ChildSummary>;

/** Schedules, growth and the age display need a birth instant. */
export function isBorn(child: Pick<ChildSummary, 'born' | 'birthDateTime'>): boolean {
  return child.born && child.birthDateTime !== null;
}

/** One row of data.children: the summary plus the select flag. */
export const ChildListItem = v.object({ ...ChildSummary.entries, selected: v.boolean() });
export type ChildListItem = v.InferOutput<typeof ChildListItem>;

export const ChildListData = v.object({ children: v.array(ChildListItem) });

/** Optimistic concurrency: the child row's version (decision 0011). */
export const ChildVersion = RowId;

/** data.summary (SPEC §7) and, beside it, the version an edit must be based on (decision 0011). */
export const ChildSummaryData = v.object({ summary: ChildSummary, version: ChildVersion });
export type ChildSummaryData = v.InferOutput<typeof ChildSummaryData>;

const ChildNickname = v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(12), v.check(isKoreanName, 'InvalidChildNickname'));
const Height = v.nullable(v.pipe(v.number(), v.minValue(20, 'ImplausibleHeight'), v.maxValue(200, 'ImplausibleHeight')));
const Weight = v.nullable(v.pipe(v.number(), v.minValue(0.3, 'ImplausibleWeight'), v.maxValue(100, 'ImplausibleWeight')));
const BirthDateTime = RealTimestamp('InvalidBirthDateTime');
const DueDate = RealDate('InvalidDueDate');

/**
 * A born child's birth cannot be later than now (decision 0080): a birth instant in the future is
 * refused by the form (inline, on the birth date) and by the server (FutureBirthDateException), which
 * judges with its own clock.
 */
export function birthInFuture(birthDateTime: string, now: Date): boolean {
  return Date.parse(birthDateTime) > now.getTime();
}

/** A born child has its birth instant; an unborn one its due date (SPEC §3, §4). */
export const ChildDetails = v.variant('born', [
  v.object({
    nickname: ChildNickname,
    sex: v.picklist(SEXES),
    born: v.literal(true),
    birthDateTime: BirthDateTime,
    height: Height,
    weight: Weight,
  }),
  v.object({
    nickname: ChildNickname,
    sex: MaybeSex,
    born: v.literal(false),
    birthDueDate: DueDate,
  }),
]);
export type ChildDetails = v.InferOutput<typeof ChildDetails>;

/**
 * PATCH /api/members/children/:id: only the fields sent change; `version` is the one the edit was
 * based on (a stale one is refused with 409 ChildEditConflictException, decision 0011).
 * Rules that depend on the stored child are the server's: a born child cannot become unborn
 * (409 BornChildCannotBeUnbornException); marking an unborn child born needs birthDateTime and may
 * carry the birth height/weight, which are recorded as the first measurement; otherwise height and
 * weight are edited through the growth records, not here.
 */
export const ChildEdit = v.pipe(
  v.object({
    version: ChildVersion,
    nickname: v.optional(ChildNickname),
    sex: v.optional(MaybeSex),
    born: v.optional(v.boolean()),
    birthDateTime: v.optional(BirthDateTime),
    birthDueDate: v.optional(DueDate),
    height: v.optional(Height),
    weight: v.optional(Weight),
  }),
  v.check(
    (edit) => edit.born !== false || (edit.birthDateTime === undefined && edit.height === undefined && edit.weight === undefined),
    'UnbornChildHasNoBirth',
  ),
);
export type ChildEdit = v.InferOutput<typeof ChildEdit>;

/** DELETE /api/members/children/:id: the member's selected child afterwards (another child or none). */
export const ChildDeleted = v.object({ selectedChildId: v.nullable(v.number()) });

export const SelectQuery = v.object({ select: v.optional(v.picklist(['true', 'false'])) });
export const ChildIdParam = v.object({ id: v.pipe(Str, v.regex(/^\d{1,12}$/), v.transform(Number)) });
