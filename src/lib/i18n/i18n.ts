/** Lingui runtime: Korean by default, English as fallback (SPEC §9, ARCHITECTURE §7). */
import { i18n } from '@lingui/core';
import { domainMessages } from './domain-catalogs.ts';

export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

async function loadMessages(locale: Locale) {
  // Each catalogue is compiled from its .po file at build time by @lingui/vite-plugin.
  if (locale === 'en') return (await import('../../../locales/en/messages.po')).messages;
  return (await import('../../../locales/ko/messages.po')).messages;
}

export async function activateLocale(locale: Locale = DEFAULT_LOCALE): Promise<void> {
  // The core catalogue and every domain catalogue already loaded, so that no open page is left
  // showing message ids after a switch.
  const [core, domains] = await Promise.all([loadMessages(locale), domainMessages(locale)]);
  // Merged, never replaced: a page chunk the shell preloaded may have loaded its domain's strings while
  // these were on their way, and replacing the locale's messages dropped them (its page then showed
  // message ids). Every catalogue seen by now is loaded once more in this locale.
  i18n.load(locale, { ...core, ...domains });
  i18n.load(locale, await domainMessages(locale));
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
