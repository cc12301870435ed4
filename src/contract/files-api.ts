/**
 * The pictures an <img> loads (decision 0012): it sends no bearer header, so a member's picture is
 * authorised by the signed query (exp, sig) its row's view hands out, and an article's picture is
 * public. Declared here like every other call, so the server mounts them with the contract's access
 * and path checks and the OpenAPI document, the fuzz and the authorization matrix reach them
 * (decision 0091). Spread into `api` in api.ts; no page imports this group (a page gets the signed
 * URL from its data), so no chunk carries it.
 */
import * as v from 'valibot';
import { ARTICLE_PICTURE_PATH } from './care-info-api.ts';
import { PROFILE_IMAGE_PATH } from './child-profile-api.ts';
import { DIARY_IMAGE_PATH } from './diary-api.ts';
import { endpoint } from './endpoint.ts';
import { INQUIRY_PHOTO_PATH } from './inquiries.ts';
import { PREGNANCY_PHOTO_PATH } from './pregnancy-api.ts';
import { Identifier, RowIdText } from './primitives.ts';
import { PRODUCT_THUMBNAIL_PATH } from './products-api.ts';

/** The signed query; a missing or wrong one is the same 403 as an expired one (the answer tells nothing). */
export const SignedFileQuery = v.object({ exp: v.optional(Identifier(20)), sig: v.optional(Identifier(100)) });
export type SignedFileQuery = v.InferOutput<typeof SignedFileQuery>;

const signed = (what: string) => `${what}, authorised by the signed query of the URL its view hands out (403 IllegalUserRoleException otherwise)`;

export const filesApi = {
  diaryImage: endpoint({
    method: 'GET',
    path: DIARY_IMAGE_PATH,
    params: { imageId: RowIdText },
    access: 'open',
    summary: signed('A diary photo'),
    query: SignedFileQuery,
    response: v.string(),
    produces: 'image/*',
  }),
  pregnancyPhoto: endpoint({
    method: 'GET',
    path: PREGNANCY_PHOTO_PATH,
    params: { photoId: RowIdText },
    access: 'open',
    summary: signed('An ultrasound photo of the pregnancy diary'),
    query: SignedFileQuery,
    response: v.string(),
    produces: 'image/*',
  }),
  childImage: endpoint({
    method: 'GET',
    path: PROFILE_IMAGE_PATH,
    params: { id: RowIdText },
    access: 'open',
    summary: signed('A child\u2019s profile image'),
    query: SignedFileQuery,
    response: v.string(),
    produces: 'image/*',
  }),
  inquiryPhoto: endpoint({
    method: 'GET',
    path: INQUIRY_PHOTO_PATH,
    params: { inquiryId: RowIdText },
    access: 'open',
    summary: signed('The photo of a 1:1 inquiry'),
    query: SignedFileQuery,
    response: v.string(),
    produces: 'image/*',
  }),
  productThumbnail: endpoint({
    method: 'GET',
    path: PRODUCT_THUMBNAIL_PATH,
    params: { productId: RowIdText },
    access: 'open',
    summary: signed('A product\u2019s thumbnail'),
    query: SignedFileQuery,
    response: v.string(),
    produces: 'image/*',
  }),
  articlePicture: endpoint({
    method: 'GET',
    path: ARTICLE_PICTURE_PATH,
    params: { articleId: RowIdText },
    access: 'open',
    summary: 'An article\u2019s picture, public: immutable for a year with the current `v`, briefly otherwise (404 NoSuchArticleException)',
    query: v.object({ v: v.optional(Identifier(40)) }),
    response: v.string(),
    produces: 'image/*',
  }),
} as const;
