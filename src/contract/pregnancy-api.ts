import * as v from 'valibot';
import { PREGNANCY_WEEK_MAX, PREGNANCY_WEEK_MIN } from './calendar/pregnancy.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText, Str } from './primitives.ts';

/**
 * 태교일기, the pregnancy diary (decision 0100): entries by pregnancy week for an unborn child,
 * written by its family; named by the phone's UUID and written whole, as the daily log's are. Once
 * the child is born the entries stay and are read, no longer written.
 */
export const PREGNANCY_ENTRY_MAX = 5000;
/** Entries per child (a few a week, far above a pregnancy's). */
export const PREGNANCY_ENTRIES_CAP = 500;
/** Ultrasound photos per entry (decision 0101): a scan's few prints. */
export const PREGNANCY_PHOTO_MAX = 4;
export const PREGNANCY_PHOTO_LIMIT_BYTES = 10 * 1024 * 1024;
/** Where an ultrasound photo is served: GET with a signed query (exp, sig), like a diary photo. */
export const PREGNANCY_PHOTO_PATH = '/api/files/pregnancy-photos/:photoId';

export const PregnancyEntryId = v.pipe(Str, v.uuid('InvalidPregnancyEntryId'));

export const PregnancyEntryBody = v.object({
  week: v.pipe(
    v.number('InvalidPregnancyWeek'),
    v.integer('InvalidPregnancyWeek'),
    v.minValue(PREGNANCY_WEEK_MIN, 'InvalidPregnancyWeek'),
    v.maxValue(PREGNANCY_WEEK_MAX, 'InvalidPregnancyWeek'),
  ),
  content: v.pipe(Str, v.trim(), v.minLength(1, 'InvalidPregnancyEntryContent'), v.maxLength(PREGNANCY_ENTRY_MAX, 'InvalidPregnancyEntryContent')),
});
export type PregnancyEntryBody = v.InferOutput<typeof PregnancyEntryBody>;

export const PregnancyPhoto = v.object({ id: v.number(), url: v.string(), width: v.nullable(v.number()), height: v.nullable(v.number()) });
export type PregnancyPhoto = v.InferOutput<typeof PregnancyPhoto>;

export const PregnancyEntry = v.object({
  clientId: v.string(),
  week: v.number(),
  /** The Korea day it was first written. */
  writtenOn: v.string(),
  content: v.string(),
  authorId: v.nullable(v.number()),
  /** '' once its writer left (decision 0097). */
  authorNickname: v.string(),
  /** Ultrasound photos, oldest first (decision 0101). */
  photos: v.array(PregnancyPhoto),
  updatedAt: v.string(),
});
export type PregnancyEntry = v.InferOutput<typeof PregnancyEntry>;

export const PregnancyDiary = v.object({
  /** The week today (null once born, or without a due date). */
  currentWeek: v.nullable(v.number()),
  /** False once the child is born: the entries are kept and read only. */
  open: v.boolean(),
  entries: v.array(PregnancyEntry),
});
export type PregnancyDiary = v.InferOutput<typeof PregnancyDiary>;

export const pregnancyApi = {
  pregnancyDiary: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/pregnancy-entries',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The child\u2019s pregnancy diary, newest week first, with the week today',
    response: PregnancyDiary,
  }),
  putPregnancyEntry: endpoint({
    method: 'PUT',
    path: '/api/members/children/:id/pregnancy-entries/:clientId',
    params: { id: RowIdText, clientId: PregnancyEntryId },
    access: ['ROLE_MEMBER'],
    summary: 'Write an entry (created or replaced); 409 PregnancyDiaryClosedException once the child is born',
    body: PregnancyEntryBody,
    response: PregnancyEntry,
  }),
  deletePregnancyEntry: endpoint({
    method: 'DELETE',
    path: '/api/members/children/:id/pregnancy-entries/:clientId',
    params: { id: RowIdText, clientId: PregnancyEntryId },
    access: ['ROLE_MEMBER'],
    summary: 'Remove an entry and its photos; removing one already gone answers the same',
    response: v.null(),
  }),
  addPregnancyPhoto: endpoint({
    method: 'POST',
    path: '/api/members/children/:id/pregnancy-entries/:clientId/photos',
    params: { id: RowIdText, clientId: PregnancyEntryId },
    access: ['ROLE_MEMBER'],
    summary:
      'Add an ultrasound photo to a written entry: the raw bytes of a JPG, PNG, GIF or WEBP as the body (checked by content, re-encoded), at most PREGNANCY_PHOTO_LIMIT_BYTES and PREGNANCY_PHOTO_MAX per entry',
    consumes: 'image/*',
    response: PregnancyEntry,
  }),
  deletePregnancyPhoto: endpoint({
    method: 'DELETE',
    path: '/api/members/children/:id/pregnancy-entries/:clientId/photos/:photoId',
    params: { id: RowIdText, clientId: PregnancyEntryId, photoId: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Remove an ultrasound photo (404 NotFound when the entry has no such photo)',
    response: PregnancyEntry,
  }),
} as const;
