export const ROLES = ['ROLE_MEMBER', 'ROLE_EXPERT', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const PROVIDERS = ['KAKAO', 'NAVER'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const USER_STATUSES = ['ACTIVE', 'RESTRICTED', 'WITHDRAWN'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** SPEC §6: where each role lands. */
export function homeOf(role: Role): '/admin' | '/main' {
  return role === 'ROLE_ADMIN' ? '/admin' : '/main';
}
