/** The expert desk's own messages (issue 5 §2), loaded only for experts (lib/i18n/feature-catalogs.ts). */
import { loadFeatureCatalog } from '../../lib/i18n/feature-catalogs.ts';

await loadFeatureCatalog((locale) => (locale === 'en' ? import('../../../locales/en/features/expert-desk.po') : import('../../../locales/ko/features/expert-desk.po')));
