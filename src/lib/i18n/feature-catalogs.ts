/**
 * Per-feature catalogues (docs/decisions/0016-lean-initial-js.md). A feature's catalog.ts awaits
 * `loadFeatureCatalog` at module top level, so the feature's chunk finishes loading only once its
 * strings are in; `activateLocale` loads every catalogue seen so far again for a new locale.
 */
import type { Messages } from '@lingui/core';
import { i18n } from '@lingui/core';

export type CatalogLocale = 'ko' | 'en';
export type CatalogLoader = (locale: CatalogLocale) => Promise<{ messages: Messages }>;

const loaders = new Set<CatalogLoader>();

const asLocale = (locale: string): CatalogLocale => (locale === 'en' ? 'en' : 'ko');

export async function loadFeatureCatalog(loader: CatalogLoader): Promise<void> {
  loaders.add(loader);
  const locale = asLocale(i18n.locale);
  i18n.load(locale, (await loader(locale)).messages);
}

/** The messages of every feature catalogue loaded so far, in `locale`. */
export async function featureMessages(locale: CatalogLocale): Promise<Messages> {
  const all = await Promise.all([...loaders].map((loader) => loader(locale)));
  return Object.assign({}, ...all.map((catalog) => catalog.messages));
}
