/** The expert desk's own messages (decision 0027), loaded only for experts (lib/i18n/domain-catalogs.ts). */
import { loadDomainCatalog } from '../../lib/i18n/domain-catalogs.ts';

await loadDomainCatalog((locale) =>
  locale === 'en' ? import('../../../locales/en/domains/expert-desk.po') : import('../../../locales/ko/domains/expert-desk.po'),
);
