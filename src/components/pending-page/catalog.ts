/** The page titles of the placeholder pages, loaded before the placeholder runs (lib/i18n/domain-catalogs.ts). */
import { loadDomainCatalog } from '../../lib/i18n/domain-catalogs.ts';

await loadDomainCatalog((locale) => (locale === 'en' ? import('../../../locales/en/pending-page.po') : import('../../../locales/ko/pending-page.po')));
