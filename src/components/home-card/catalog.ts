/**
 * The strings of /main's cards and their frame (HOME_CARD_FILES in lingui.config.ts, decision 0052),
 * loaded before any card runs (lib/i18n/domain-catalogs.ts).
 */
import { loadDomainCatalog } from '../../lib/i18n/domain-catalogs.ts';

await loadDomainCatalog((locale) => (locale === 'en' ? import('../../../locales/en/home-cards.po') : import('../../../locales/ko/home-cards.po')));
