import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorPageCode } from '../../contract/errors.ts';
import './catalog.ts';

export type ErrorButton = 'login' | 'home' | 'login-or-home';

/** SPEC §2 error page table. */
export const ERROR_CONTENT: Record<ErrorPageCode, { title: MessageDescriptor; apology: boolean; body: MessageDescriptor; button: ErrorButton }> = {
  '032': {
    title: msg`Service unavailable`,
    apology: false,
    body: msg`Access has been blocked. Please check your permission and try again.\nReported or restricted members have limited use of the service.`,
    button: 'login',
  },
  '400': {
    title: msg`Oops! A problem occurred`,
    apology: true,
    body: msg`The page was accessed in an abnormal way. Please try again.`,
    button: 'home',
  },
  '401': {
    title: msg`Oops! A problem occurred`,
    apology: true,
    body: msg`Your login token has expired or is damaged. Please log in again.`,
    button: 'login',
  },
  '403': {
    title: msg`Oops! A problem occurred`,
    apology: true,
    body: msg`You do not have permission to view this page.`,
    button: 'login-or-home',
  },
  '404': {
    title: msg`Oops! A problem occurred`,
    apology: true,
    body: msg`The page address is wrong or the page no longer exists.`,
    button: 'home',
  },
};
