import * as v from 'valibot';
import { Identifier, RealDate, Str } from './primitives.ts';
import { isKoreanName, isMemberPhone, normalizePhone } from './korean.ts';
import { PROVIDERS, ROLES, USER_STATUSES } from './roles.ts';

export const KoreanName = v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(20), v.check(isKoreanName, 'InvalidMemberName'));
export const KoreanNickname = v.pipe(Str, v.trim(), v.minLength(2), v.maxLength(12), v.check(isKoreanName, 'InvalidMemberNickname'));
export const MemberPhone = v.pipe(Str, v.trim(), v.check(isMemberPhone, 'InvalidMemberPhone'), v.transform(normalizePhone));
export const LoginId = v.pipe(Str, v.trim(), v.regex(/^[a-z][a-z0-9_]{3,19}$/, 'InvalidUserId'));
export const Password = v.pipe(
  Str,
  v.minLength(8, 'InvalidPassword'),
  v.maxLength(64, 'InvalidPassword'),
  v.regex(/[A-Za-z]/, 'InvalidPassword'),
  v.regex(/\d/, 'InvalidPassword'),
);
export const IsoDate = RealDate();
export const DiaryNotiTime = v.pipe(Str, v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const Address = v.object({
  addressName: v.string(),
  recipientName: v.string(),
  receiverMobilePhone: v.string(),
  receiverHomePhone: v.nullable(v.string()),
  street: v.string(),
  detail: v.string(),
  postalCode: v.string(),
});

export const SocialAccount = v.object({
  id: v.number(),
  provider: v.picklist(PROVIDERS),
  email: v.nullable(v.string()),
  linkedAt: v.string(),
});
export type SocialAccount = v.InferOutput<typeof SocialAccount>;

/** SPEC §3 User, as answered by GET /api/users/me. */
export const User = v.object({
  id: v.number(),
  userId: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  phoneVerified: v.boolean(),
  dtype: v.string(),
  dtypeValue: v.string(),
  status: v.picklist(USER_STATUSES),
  statusValue: v.string(),
  role: v.picklist(ROLES),
  roleValue: v.string(),
  email: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  name: v.nullable(v.string()),
  birthDate: v.nullable(v.string()),
  defaultAddress: v.nullable(Address),
  pushNotiEnabled: v.boolean(),
  phoneNotiEnabled: v.boolean(),
  diaryNotiTime: v.nullable(v.string()),
  selectedChildId: v.nullable(v.number()),
  oauth2IdDetails: v.array(SocialAccount),
  currentRegistrationId: v.nullable(v.picklist(PROVIDERS)),
  consentsAgreed: v.boolean(),
  hasPassword: v.boolean(),
});
export type User = v.InferOutput<typeof User>;

export const Tokens = v.object({ accessToken: v.string(), refreshToken: v.string() });
export type Tokens = v.InferOutput<typeof Tokens>;

export const SignInBody = v.object({ userId: v.pipe(Identifier(), v.trim(), v.minLength(1)), password: v.pipe(Identifier(), v.minLength(1)) });
export const JoinBody = v.object({ userId: LoginId, password: Password, nickname: KoreanNickname });
export const CheckDuplicateQuery = v.object({ userId: v.optional(Identifier()), nickname: v.optional(Identifier()) });
export const CheckDuplicateResult = v.object({ userIdAvailable: v.nullable(v.boolean()), nicknameAvailable: v.nullable(v.boolean()) });
export const ExchangeCodeBody = v.object({ code: v.pipe(Str, v.minLength(16), v.maxLength(128)) });

/** /auth/sign-up: the guardian's explicit consents (the data concern children). */
export const ConsentsBody = v.object({
  termsOfService: v.literal(true),
  privacyPolicy: v.literal(true),
  guardianConsent: v.literal(true),
  marketing: v.boolean(),
});

export const PhoneAuthBody = v.object({ value: MemberPhone });
export const PhoneSubmitBody = v.object({ value: v.pipe(Str, v.regex(/^\d{6}$/, 'InvalidCode')) });
export const PersonalBody = v.object({ name: KoreanName, nickname: KoreanNickname, birthDate: v.nullable(IsoDate) });
export const ToggleBody = v.object({ enabled: v.boolean() });
export const DiaryNotiTimeBody = v.object({ diaryNotiTime: v.nullable(DiaryNotiTime) });
export const LogoutResult = v.object({ providerLogoutUrl: v.nullable(v.string()) });

/** /auth/find-id-pw: phone-verified recovery. */
export const RecoveryRequestBody = v.object({ phone: MemberPhone });
export const RecoveryVerifyBody = v.object({ phone: MemberPhone, code: v.pipe(Str, v.regex(/^\d{6}$/)) });
export const RecoveryVerifyResult = v.object({ userIds: v.array(v.string()), resetToken: v.nullable(v.string()) });
export const PasswordResetBody = v.object({ resetToken: Identifier(), userId: Identifier(), password: Password });
