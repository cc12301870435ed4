import { eq } from 'drizzle-orm';
import type { User } from '../../../src/contract/user.ts';
import type { Db } from '../../db/client.ts';
import { socialAccounts, users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { shippingAddressOf } from '../addresses/address-view.ts';
import { defaultAddressRow } from '../addresses/own-address.ts';

const DTYPES = {
  ROLE_MEMBER: { dtype: 'MEMBER', dtypeValue: '회원', roleValue: '일반 회원' },
  ROLE_EXPERT: { dtype: 'EXPERT', dtypeValue: '전문가', roleValue: '전문가' },
  ROLE_ADMIN: { dtype: 'ADMIN', dtypeValue: '관리자', roleValue: '관리자' },
} as const;

const STATUS_VALUES = { ACTIVE: '정상', RESTRICTED: '이용 제한', WITHDRAWN: '탈퇴' } as const;

/** SPEC §3 User as GET /api/users/me answers it. */
export async function userView(db: Db, caller: AuthUser): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, caller.id)).limit(1);
  if (!row) throw new AppError('NoSuchUserException');
  const [linked, address] = await Promise.all([
    db.select().from(socialAccounts).where(eq(socialAccounts.userId, row.id)).orderBy(socialAccounts.id),
    defaultAddressRow(db, row.id),
  ]);
  const kind = DTYPES[row.role];
  return {
    id: row.id,
    userId: row.loginId,
    phone: row.phone,
    phoneVerified: row.phoneVerifiedAt !== null,
    dtype: kind.dtype,
    dtypeValue: kind.dtypeValue,
    status: row.status,
    statusValue: STATUS_VALUES[row.status],
    role: row.role,
    roleValue: kind.roleValue,
    email: row.email,
    nickname: row.nickname,
    name: row.name,
    birthDate: row.birthDate,
    defaultAddress: address ? shippingAddressOf(address) : null,
    pushNotiEnabled: row.pushNotiEnabled,
    phoneNotiEnabled: row.phoneNotiEnabled,
    diaryNotiTime: row.diaryNotiTime,
    selectedChildId: row.selectedChildId,
    oauth2IdDetails: linked.map((s) => ({ id: s.id, provider: s.provider, email: s.email, linkedAt: s.createdAt.toISOString() })),
    currentRegistrationId: caller.registrationId,
    consentsAgreed: row.termsAgreedAt !== null && row.privacyAgreedAt !== null && row.guardianConsentAt !== null,
    hasPassword: row.passwordHash !== null,
  };
}
