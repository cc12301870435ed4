/**
 * The strings of the shared components no first page shows (ON_DEMAND_COMPONENTS in
 * lingui.config.ts), loaded before any of them runs (lib/i18n/feature-catalogs.ts).
 */
import { loadFeatureCatalog } from '../lib/i18n/feature-catalogs.ts';

await loadFeatureCatalog((locale) => (locale === 'en' ? import('../../locales/en/components.po') : import('../../locales/ko/components.po')));
