/** The pregnancy diary's own messages, loaded before any of its modules runs (lib/i18n/domain-catalogs.ts). */
import { loadDomainCatalog } from '../../lib/i18n/domain-catalogs.ts';

await loadDomainCatalog((locale) =>
  locale === 'en' ? import('../../../locales/en/domains/pregnancy.po') : import('../../../locales/ko/domains/pregnancy.po'),
);
