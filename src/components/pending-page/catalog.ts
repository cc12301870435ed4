/** The page titles of the placeholder pages, loaded before the placeholder runs (lib/i18n/feature-catalogs.ts). */
import { loadFeatureCatalog } from '../../lib/i18n/feature-catalogs.ts';

await loadFeatureCatalog((locale) => (locale === 'en' ? import('../../../locales/en/pending-page.po') : import('../../../locales/ko/pending-page.po')));
