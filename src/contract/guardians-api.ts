import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { RowIdText, Str } from './primitives.ts';

/**
 * Two guardians on one child (decision 0097): the owner invites another member with a code that
 * works once within GUARDIAN_INVITE_TTL_MS. The code's letters leave out I, L, O, 0 and 1, which are
 * misread when said over the phone.
 */
export const GUARDIAN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GUARDIAN_CODE_LENGTH = 8;
export const GUARDIAN_INVITE_TTL_MS = 24 * 60 * 60 * 1000;
/** Per child: open invites, and guardians besides the owner (far above a family, decision 0031). */
export const GUARDIAN_CAPS = { openInvites: 5, guardians: 10 } as const;

/** A code as typed or pasted: spaces and dashes dropped, any case (ABCD-EFGH, abcd efgh). */
export function normalizeGuardianCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** ABCDEFGH shown as ABCD-EFGH. */
export function formatGuardianCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const GuardianCode = v.pipe(
  Str,
  v.maxLength(32, 'InvalidGuardianInviteCode'),
  v.transform(normalizeGuardianCode),
  v.regex(new RegExp(`^[${GUARDIAN_CODE_ALPHABET}]{${GUARDIAN_CODE_LENGTH}}$`), 'InvalidGuardianInviteCode'),
);

export const AcceptInviteBody = v.object({ code: GuardianCode });

const FamilyMember = v.object({ memberId: v.number(), nickname: v.string(), since: v.string(), me: v.boolean() });
export type FamilyMember = v.InferOutput<typeof FamilyMember>;

/** The child's owner and guardians; the open invites only for the owner (a guardian gets []). */
export const FamilyData = v.object({
  owner: v.object({ nickname: v.string(), me: v.boolean() }),
  guardians: v.array(FamilyMember),
  invites: v.array(v.object({ id: v.number(), expiresAt: v.string() })),
});
export type FamilyData = v.InferOutput<typeof FamilyData>;

export const CreatedInvite = v.object({ id: v.number(), code: v.string(), expiresAt: v.string() });
export type CreatedInvite = v.InferOutput<typeof CreatedInvite>;

export const guardiansApi = {
  childFamily: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/family',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The child\u2019s owner and guardians, and (for the owner) the open invites',
    response: FamilyData,
  }),
  inviteGuardian: endpoint({
    method: 'POST',
    path: '/api/members/children/:id/guardian-invites',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Owner only: a single-use code valid for 24 hours (shown once); 422 TooManyGuardianInvitesException past the cap',
    response: CreatedInvite,
  }),
  cancelGuardianInvite: endpoint({
    method: 'DELETE',
    path: '/api/members/children/:id/guardian-invites/:inviteId',
    params: { id: RowIdText, inviteId: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Owner only: withdraw an open invite',
    response: v.null(),
  }),
  removeGuardian: endpoint({
    method: 'DELETE',
    path: '/api/members/children/:id/guardians/:memberId',
    params: { id: RowIdText, memberId: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The owner removes a guardian, or a guardian leaves; access ends with the next call',
    response: v.null(),
  }),
  acceptGuardianInvite: endpoint({
    method: 'POST',
    path: '/api/members/guardian-invites/accept',
    access: ['ROLE_MEMBER'],
    summary: 'Become the guardian of the invite\u2019s child; 404 GuardianInviteNotFoundException, 410 GuardianInviteExpiredException',
    body: AcceptInviteBody,
    response: v.object({ childId: v.number() }),
  }),
} as const;
