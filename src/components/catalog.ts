/**
 * The strings of the shared components no first page shows (ON_DEMAND_COMPONENTS in
 * lingui.config.ts), loaded before any of them runs (lib/i18n/domain-catalogs.ts).
 */
import { loadDomainCatalog } from '../lib/i18n/domain-catalogs.ts';

await loadDomainCatalog((locale) => (locale === 'en' ? import('../../locales/en/components.po') : import('../../locales/ko/components.po')));
