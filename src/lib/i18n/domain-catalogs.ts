/**
 * Per-domain catalogues (docs/decisions/0016-lean-initial-js.md, 0039). A domain's catalog.ts awaits
 * `loadDomainCatalog` at module top level, so the domain's chunk finishes loading only once its
 * strings are in; `activateLocale` loads every catalogue seen so far again for a new locale.
 */
import type { Messages } from '@lingui/core';
import { i18n } from '@lingui/core';

export type CatalogLocale = 'ko' | 'en';
export type CatalogLoader = (locale: CatalogLocale) => Promise<{ messages: Messages }>;

const loaders = new Set<CatalogLoader>();

const asLocale = (locale: string): CatalogLocale => (locale === 'en' ? 'en' : 'ko');

export async function loadDomainCatalog(loader: CatalogLoader): Promise<void> {
  loaders.add(loader);
  const locale = asLocale(i18n.locale);
  i18n.load(locale, (await loader(locale)).messages);
}

/** The messages of every domain catalogue loaded so far, in `locale`. */
export async function domainMessages(locale: CatalogLocale): Promise<Messages> {
  const all = await Promise.all([...loaders].map((loader) => loader(locale)));
  return Object.assign({}, ...all.map((catalog) => catalog.messages));
}
