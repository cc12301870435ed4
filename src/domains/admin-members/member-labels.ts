import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MemberSearchCategory } from '../../contract/admin-members.ts';
import type { Role, UserStatus } from '../../contract/roles.ts';
import './catalog.ts';

export const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  ACTIVE: msg`Normal`,
  RESTRICTED: msg`Restricted`,
  WITHDRAWN: msg`Withdrawn`,
};

/** A user's role, as an admin made from the command line records it (decision 0083). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = { ROLE_ADMIN: msg`Admin`, ROLE_MEMBER: msg`Member`, ROLE_EXPERT: msg`Expert` };

export const CATEGORY_LABELS: Record<MemberSearchCategory, MessageDescriptor> = {
  nickname: msg`Nickname`,
  name: msg`Name`,
  phone: msg`Phone`,
  id: msg`Member number`,
  loginId: msg`Login ID`,
};
