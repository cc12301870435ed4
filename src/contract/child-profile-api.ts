import { ChildDeleted, ChildEdit, ChildSummaryData } from './child.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

/**
 * Where a child's profile image is served: GET with the signed query (exp, sig) that the summary's
 * profileImageURL carries, because an <img> cannot send the bearer header (decision 0012). Not an
 * `endpoint`: it answers image bytes, not an envelope.
 */
export const PROFILE_IMAGE_PATH = '/api/members/children/:id/profile-image';

/** The content types an upload may declare; the server decides by the bytes (magic numbers). */
export const PROFILE_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Child profile: edit, delete, profile image (decisions 0011, 0012). Spread into childRecordsApi. */
export const childProfileApi = {
  editChild: endpoint({
    method: 'PATCH',
    path: '/api/members/children/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'Edit a child (only the fields sent); `version` must be the current one, else 409 ChildEditConflictException; a birth later than now is 422 FutureBirthDateException',
    body: ChildEdit,
    response: ChildSummaryData,
  }),
  deleteChild: endpoint({
    method: 'DELETE',
    path: '/api/members/children/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'Delete a child and all its records; the selection moves to another child or none. 409 ChildHasOpenOrderException while an order for the child is unpaid, 409 ChildHasPaidServiceException while a paid service for it is not finished',
    response: ChildDeleted,
  }),
  uploadChildImage: endpoint({
    method: 'PUT',
    path: PROFILE_IMAGE_PATH,
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'Upload or replace the profile image: the raw bytes of a JPG, PNG, GIF or WEBP as the request body (checked by content), at most PROFILE_IMAGE_LIMIT_BYTES',
    consumes: 'image/*',
    response: ChildSummaryData,
  }),
  deleteChildImage: endpoint({
    method: 'DELETE',
    path: PROFILE_IMAGE_PATH,
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Remove the profile image',
    response: ChildSummaryData,
  }),
};
