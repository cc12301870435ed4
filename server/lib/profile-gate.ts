/**
 * SPEC §5 guard 7 held by the server too (decision 0047): until a member or expert has agreed to the
 * required terms (decision 0003), has a name and nickname, and a verified phone, the client's guard
 * keeps them on /auth/sign-up*; the API refuses their writes the same way, in the guard's order, so a
 * caller who skips the client cannot make children, entries, comments or orders. Reads stay open
 * (the sign-up pages read the member), and so do the calls that complete the profile or leave:
 * consents, personal info, phone verification, sign-out, unsubscribing this device, deleting the
 * account. Admins are not asked (step 6 keeps them in /admin).
 */
import { sql } from 'drizzle-orm';
import { accountApi } from '../../src/contract/account-api.ts';
import { inquiriesApi } from '../../src/contract/inquiries-api.ts';
import { pushApi } from '../../src/contract/push-api.ts';
import type { Role } from '../../src/contract/roles.ts';
import { sessionApi } from '../../src/contract/session-api.ts';
import { users } from '../db/schema/users.ts';
import { endpointMatcher } from './endpoint-match.ts';

export type ProfileGap = 'ConsentRequiredException' | 'UserProfileIncompleteException' | 'UserHasNoPhoneException' | 'UserNotVerifiedPhoneException';

/** The first gap in the guard's order, as one SQL expression for the auth middleware's prepared look-up. */
export const profileGapSql = sql<ProfileGap | null>`case
  when ${users.role} = 'ROLE_ADMIN' then null
  when ${users.termsAgreedAt} is null or ${users.privacyAgreedAt} is null or ${users.guardianConsentAt} is null then 'ConsentRequiredException'
  when ${users.name} is null or ${users.nickname} is null then 'UserProfileIncompleteException'
  when ${users.phone} is null then 'UserHasNoPhoneException'
  when ${users.phoneVerifiedAt} is null then 'UserNotVerifiedPhoneException'
  else null end`;

const GAPS: readonly ProfileGap[] = ['ConsentRequiredException', 'UserProfileIncompleteException', 'UserHasNoPhoneException', 'UserNotVerifiedPhoneException'];

/** The database's answer checked against the four keys (no unchecked cast of what the query returns). */
export function profileGap(value: unknown): ProfileGap | null {
  return GAPS.find((gap) => gap === value) ?? null;
}

/**
 * Method and path (a `:param` is one segment). Sending an inquiry and its photo too (decision 0072): a
 * member stuck on a step of the profile (a phone that will not verify) needs the operator most, and a
 * restricted member cannot complete the profile at all.
 */
const INCOMPLETE_MAY_WRITE = endpointMatcher([
  accountApi.consents,
  accountApi.personal,
  accountApi.phoneAuth,
  accountApi.phoneSubmit,
  accountApi.deleteAccount,
  sessionApi.logout,
  pushApi.pushUnsubscribe,
  inquiriesApi.createInquiry,
  inquiriesApi.uploadInquiryPhoto,
]);

/** The key to refuse this call with, or null when it may go ahead. */
export function profileGateRefusal(role: Role, gap: ProfileGap | null, method: string, path: string): ProfileGap | null {
  if (gap === null || role === 'ROLE_ADMIN') return null;
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') return null;
  return INCOMPLETE_MAY_WRITE(upper, path) ? null : gap;
}
