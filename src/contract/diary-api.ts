import * as v from 'valibot';
import { Diary, DiaryCreateBody, DiaryEditBody, DiaryListData, DiaryListQuery, ShareBody } from './diary.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

/** Where a diary photo is served: GET with a signed query (exp, sig), like the profile image. */
export const DIARY_IMAGE_PATH = '/api/files/diary-images/:imageId';

/**
 * The member's diary (decision 0017). Writes accept an `Idempotency-Key` header (ARCHITECTURE §5): a
 * replay with the same key and body answers the first response. Spread into `api` in api.ts.
 */
export const diaryApi = {
  diaries: endpoint({
    method: 'GET',
    path: '/api/members/diaries',
    access: ['ROLE_MEMBER'],
    summary: 'A child\u2019s entries, newest first; by Korea-time month and/or text',
    query: DiaryListQuery,
    response: DiaryListData,
  }),
  createDiary: endpoint({
    method: 'POST',
    path: '/api/members/diaries',
    access: ['ROLE_MEMBER'],
    summary: 'Write the entry of a child\u2019s day (one per child per day; idempotent by clientId and Idempotency-Key)',
    body: DiaryCreateBody,
    response: Diary,
  }),
  diary: endpoint({
    method: 'GET',
    path: '/api/members/diaries/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'One entry of the member',
    response: Diary,
  }),
  editDiary: endpoint({
    method: 'PATCH',
    path: '/api/members/diaries/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Edit an entry on the Korea-time day it was written (DiaryEditExpiredException after)',
    body: DiaryEditBody,
    response: Diary,
  }),
  deleteDiary: endpoint({
    method: 'DELETE',
    path: '/api/members/diaries/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'Delete an entry with its photos and comments. 409 DiaryHasOpenOrderException while an expert comment ordered for it is unpaid, 409 DiaryHasPaidServiceException while a paid one is not written',
    response: v.null(),
  }),
  shareDiary: endpoint({
    method: 'PUT',
    path: '/api/members/diaries/:id/share',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Share the entry with the community or stop sharing it',
    body: ShareBody,
    response: Diary,
  }),
  addDiaryImage: endpoint({
    method: 'POST',
    path: '/api/members/diaries/:id/images',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Add a photo: the raw bytes of a JPG, PNG, GIF or WEBP as the body (checked by content; at most DIARY_IMAGE_MAX per entry)',
    consumes: 'image/*',
    response: Diary,
  }),
  deleteDiaryImage: endpoint({
    method: 'DELETE',
    path: '/api/members/diaries/:id/images/:imageId',
    params: { id: RowIdText, imageId: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Remove a photo',
    response: Diary,
  }),
};
