import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MemberSearchCategory } from '../../contract/admin-members.ts';
import type { UserStatus } from '../../contract/roles.ts';
import './catalog.ts';

export const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  ACTIVE: msg`Normal`,
  RESTRICTED: msg`Restricted`,
  WITHDRAWN: msg`Withdrawn`,
};

export const CATEGORY_LABELS: Record<MemberSearchCategory, MessageDescriptor> = {
  nickname: msg`Nickname`,
  name: msg`Name`,
  phone: msg`Phone`,
  id: msg`Member number`,
  loginId: msg`Login ID`,
};
