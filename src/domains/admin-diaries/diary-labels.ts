import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CommentStatus } from '../../contract/admin-comments.ts';
import type { AdminExpertStatus } from '../../contract/admin-diaries-api.ts';
import './catalog.ts';

/** The author search of the diary, comment and queue lists (decision 0042). */
export const AUTHOR_CATEGORY_LABELS: Record<'nickname' | 'id', MessageDescriptor> = {
  nickname: msg`Author nickname`,
  id: msg`Member number`,
};

export const VISIBILITY_LABELS: Record<'VISIBLE' | 'HIDDEN', MessageDescriptor> = {
  VISIBLE: msg`Shown`,
  HIDDEN: msg`Hidden`,
};

export const COMMENT_STATUS_LABELS: Record<CommentStatus, MessageDescriptor> = {
  VISIBLE: msg`Shown`,
  HIDDEN: msg`Hidden`,
  DELETED: msg`Deleted by the author`,
  REPORTED: msg`Reported`,
};

export const EXPERT_STATUS_LABELS: Record<AdminExpertStatus, MessageDescriptor> = {
  NONE: msg`Not requested`,
  WAITING: msg`Waiting`,
  OVERDUE: msg`Past due`,
  WRITTEN: msg`Written`,
};

/** The recorded values of a care area (src/contract/diary.ts DiaryAreas), named for the operator. */
export const AREA_FIELD_LABELS: Record<string, MessageDescriptor> = {
  ml: msg`Amount (ml)`,
  hours: msg`Sleep hours`,
  naps: msg`Naps`,
  times: msg`How many times`,
  amount: msg`Portion`,
  symptoms: msg`Symptoms`,
  temperature: msg`Temperature`,
  mood: msg`Mood`,
  minutes: msg`Minutes`,
  formulaMl: msg`Formula (ml)`,
  note: msg`Note`,
};
