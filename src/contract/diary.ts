/**
 * The diary of decision 0017: one entry per child per day with the care areas that the monthly report
 * and expert feedback use (SPEC §5: water, sleep, child meal, parent meal, illness, mood,
 * breastfeeding), free text (Lexical JSON plus its plain text) and photos.
 */
import * as v from 'valibot';
import { RealDate, RichText, RowId, RowIdText, Str } from './primitives.ts';

/** Photos per entry (TooManyDiaryContentImageException past it) and the size of one upload. */
export const DIARY_IMAGE_MAX = 5;
export const DIARY_IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
export const DIARY_TITLE_MAX = 50;
export const DIARY_TEXT_MAX = 10_000;
export const DIARY_AREA_NOTE_MAX = 200;
/** The JSON body of a create or edit (Lexical state included); larger is a 400. */
export const DIARY_JSON_LIMIT_BYTES = 512 * 1024;

export const DIARY_AREAS = ['water', 'sleep', 'childMeal', 'parentMeal', 'illness', 'mood', 'breastfeeding'] as const;
export type DiaryArea = (typeof DIARY_AREAS)[number];

export const MEAL_AMOUNTS = ['LITTLE', 'NORMAL', 'MUCH'] as const;
export const MOODS = ['VERY_GOOD', 'GOOD', 'NORMAL', 'BAD', 'VERY_BAD'] as const;
export const SYMPTOMS = ['FEVER', 'COUGH', 'RUNNY_NOSE', 'VOMITING', 'DIARRHEA', 'RASH', 'OTHER'] as const;

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const note = v.optional(v.nullable(v.pipe(Str, v.trim(), v.maxLength(DIARY_AREA_NOTE_MAX))));

/** Each area is optional (null = not recorded today); every number has a plausible range. */
export const DiaryAreas = v.object({
  water: v.nullable(v.object({ ml: count(5000), note })),
  sleep: v.nullable(v.object({ hours: v.pipe(v.number(), v.minValue(0), v.maxValue(24), v.multipleOf(0.5)), naps: count(10), note })),
  /** Only for a child over 6 months (SPEC §4 eatsMeals); the server refuses it for a younger one. */
  childMeal: v.nullable(v.object({ times: count(10), amount: v.picklist(MEAL_AMOUNTS), note })),
  parentMeal: v.nullable(v.object({ times: count(6), note })),
  illness: v.nullable(
    v.object({
      symptoms: v.pipe(v.array(v.picklist(SYMPTOMS)), v.maxLength(SYMPTOMS.length)),
      temperature: v.nullable(v.pipe(v.number(), v.minValue(34), v.maxValue(43))),
      note,
    }),
  ),
  mood: v.nullable(v.object({ mood: v.picklist(MOODS), note })),
  breastfeeding: v.nullable(v.object({ times: count(30), minutes: v.nullable(count(600)), formulaMl: v.nullable(count(3000)), note })),
});
export type DiaryAreas = v.InferOutput<typeof DiaryAreas>;

const Title = v.nullable(v.pipe(Str, v.trim(), v.maxLength(DIARY_TITLE_MAX)));
const ContentText = v.pipe(Str, v.maxLength(DIARY_TEXT_MAX));
/** Lexical's serialized editor state; the server keeps it as JSON and never interprets it. */
const LexicalState = v.nullable(RichText);

/** POST: a new entry. `clientId` is made by the client (offline outbox) and makes the create idempotent. */
export const DiaryCreateBody = v.object({
  clientId: v.pipe(Str, v.uuid()),
  childId: RowId,
  entryDate: RealDate(),
  title: Title,
  areas: DiaryAreas,
  content: LexicalState,
  contentText: ContentText,
});
export type DiaryCreateBody = v.InferOutput<typeof DiaryCreateBody>;

/** PATCH: the fields sent change; `version` must be the stored one (two devices, one entry). */
export const DiaryEditBody = v.object({
  version: RowId,
  title: v.optional(Title),
  areas: v.optional(DiaryAreas),
  content: v.optional(LexicalState),
  contentText: v.optional(ContentText),
});
export type DiaryEditBody = v.InferOutput<typeof DiaryEditBody>;

export const DiaryImage = v.object({ id: v.number(), url: v.string(), width: v.nullable(v.number()), height: v.nullable(v.number()) });

/** One entry as its owner reads it. `editable` is false once its Korea-time day is over (SPEC §4). */
export const Diary = v.object({
  id: v.number(),
  clientId: v.string(),
  childId: v.number(),
  entryDate: v.string(),
  writtenOn: v.string(),
  editable: v.boolean(),
  title: v.nullable(v.string()),
  areas: DiaryAreas,
  content: LexicalState,
  contentText: v.string(),
  shared: v.boolean(),
  version: v.number(),
  images: v.array(DiaryImage),
  commentCount: v.number(),
  /** Who wrote it: the child's owner or one of its guardians (decision 0097). */
  authorId: v.number(),
  authorNickname: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Diary = v.InferOutput<typeof Diary>;

/** A row of the list/calendar: enough to draw it without loading every entry. */
export const DiaryListItem = v.object({
  id: v.number(),
  childId: v.number(),
  entryDate: v.string(),
  title: v.nullable(v.string()),
  excerpt: v.string(),
  areas: v.array(v.picklist(DIARY_AREAS)),
  shared: v.boolean(),
  imageCount: v.number(),
  thumbnailUrl: v.nullable(v.string()),
  editable: v.boolean(),
  /** Who wrote it: the child's owner or one of its guardians (decision 0097). */
  authorId: v.number(),
  authorNickname: v.string(),
});
export type DiaryListItem = v.InferOutput<typeof DiaryListItem>;

export const DiaryListQuery = v.object({
  childId: RowIdText,
  /** YYYY-MM in Korea time; without it the newest entries first. */
  month: v.optional(v.pipe(Str, v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  q: v.optional(v.pipe(Str, v.trim(), v.maxLength(50))),
});
export const DiaryListData = v.object({ diaries: v.array(DiaryListItem) });
export const ShareBody = v.object({ shared: v.boolean() });
