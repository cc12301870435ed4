/** The diary and comment management domain's own messages, loaded before any of its modules runs (lib/i18n/domain-catalogs.ts). */
import { loadDomainCatalog } from '../../lib/i18n/domain-catalogs.ts';

await loadDomainCatalog((locale) =>
  locale === 'en' ? import('../../../locales/en/domains/admin-diaries.po') : import('../../../locales/ko/domains/admin-diaries.po'),
);
