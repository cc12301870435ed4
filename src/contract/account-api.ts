import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { SIGN_IN_PATH } from './sign-in-device.ts';
import {
  CheckDuplicateQuery,
  CheckDuplicateResult,
  ConsentsBody,
  DiaryNotiTimeBody,
  ExchangeCodeBody,
  JoinBody,
  LogoutResult,
  PasswordResetBody,
  PersonalBody,
  PhoneAuthBody,
  PhoneSubmitBody,
  RecoveryRequestBody,
  RecoveryVerifyBody,
  RecoveryVerifyResult,
  SignInBody,
  ToggleBody,
  Tokens,
} from './user.ts';
import { RowIdText } from './primitives.ts';

const Empty = v.null();
const Health = v.object({ database: v.literal('up') });
const PhoneAuthResult = v.object({ expiresInSeconds: v.number() });

/** SPEC §7 calls of the user and the account (ARCHITECTURE §3 prefixes). Spread into `api` in api.ts. */
export const accountApi = {
  health: endpoint({ method: 'GET', path: '/api/health', access: 'open', summary: 'Database reachable', response: Health }),
  // accounts (open)
  checkDuplicate: endpoint({
    method: 'GET',
    path: '/api/open/users/check-duplicate',
    access: 'open',
    summary: 'Is a user ID / nickname free',
    query: CheckDuplicateQuery,
    response: CheckDuplicateResult,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/open/users/join',
    access: 'open',
    summary: 'Create a member with user ID and password; issues tokens',
    body: JoinBody,
    response: Tokens,
  }),
  signIn: endpoint({
    method: 'POST',
    path: SIGN_IN_PATH,
    access: 'open',
    summary: 'Sign in with user ID and password',
    body: SignInBody,
    response: Tokens,
  }),
  exchangeCode: endpoint({
    method: 'POST',
    path: '/api/open/auth/exchange',
    access: 'open',
    summary: 'Exchange a one-time login code for tokens',
    body: ExchangeCodeBody,
    response: Tokens,
  }),
  recoveryRequest: endpoint({
    method: 'POST',
    path: '/api/open/recovery/phone',
    access: 'open',
    summary: 'Send a recovery code to a verified phone',
    body: RecoveryRequestBody,
    response: PhoneAuthResult,
  }),
  recoveryVerify: endpoint({
    method: 'POST',
    path: '/api/open/recovery/verify',
    access: 'open',
    summary: 'Verify the recovery code: user IDs and a password reset token',
    body: RecoveryVerifyBody,
    response: RecoveryVerifyResult,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/open/recovery/password',
    access: 'open',
    summary: 'Set a new password with a reset token',
    body: PasswordResetBody,
    response: Empty,
  }),
  // the signed-in user
  consents: endpoint({
    method: 'PUT',
    path: '/api/users/consents',
    access: 'user',
    summary: 'Agree to terms, privacy policy and guardian consent',
    body: ConsentsBody,
    response: Empty,
  }),
  phoneAuth: endpoint({
    method: 'POST',
    path: '/api/users/phone/auth',
    access: 'user',
    summary: 'Send a verification code to a phone',
    body: PhoneAuthBody,
    response: PhoneAuthResult,
  }),
  phoneSubmit: endpoint({
    method: 'PATCH',
    path: '/api/users/phone/submit',
    access: 'user',
    summary: 'Submit the verification code',
    body: PhoneSubmitBody,
    response: Empty,
  }),
  personal: endpoint({
    method: 'PATCH',
    path: '/api/users/personal',
    access: 'user',
    summary: 'Update name, nickname and birth date',
    body: PersonalBody,
    response: Empty,
  }),
  phoneNoti: endpoint({
    method: 'PUT',
    path: '/api/users/phone-noti',
    access: 'user',
    summary: 'Toggle phone notifications',
    body: ToggleBody,
    response: Empty,
  }),
  pushNoti: endpoint({ method: 'PUT', path: '/api/users/push-noti', access: 'user', summary: 'Toggle push notifications', body: ToggleBody, response: Empty }),
  unlinkSocial: endpoint({
    method: 'DELETE',
    path: '/api/users/social-account/:id',
    params: { id: RowIdText },
    access: 'user',
    summary: 'Unlink a social account',
    response: Empty,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/users/me',
    access: 'user',
    summary:
      'Delete the account: revoke sessions, unlink social accounts, anonymise. 409 AccountHasOpenOrderException while an order for a child, report or entry is unpaid, 409 AccountHasPaidServiceException while a paid service is not finished',
    response: LogoutResult,
  }),
  diaryNotiTime: endpoint({
    method: 'PUT',
    path: '/api/members/diaries/noti-time',
    access: ['ROLE_MEMBER'],
    summary: 'Set the diary reminder time (HH:mm, Korea time) or null',
    body: DiaryNotiTimeBody,
    response: Empty,
  }),
} as const;
