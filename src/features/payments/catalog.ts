/** The payments feature's own messages, loaded before any of its modules runs (lib/i18n/feature-catalogs.ts). */
import { loadFeatureCatalog } from '../../lib/i18n/feature-catalogs.ts';

await loadFeatureCatalog((locale) => (locale === 'en' ? import('../../../locales/en/features/payments.po') : import('../../../locales/ko/features/payments.po')));
