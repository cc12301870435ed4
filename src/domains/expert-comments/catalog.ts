/**
 * The expert comments' own messages (decision 0027): the member's request and the comment on a diary
 * entry, the expert's queue and editor. Loaded before any of its modules runs (lib/i18n/domain-catalogs.ts).
 */
import { loadDomainCatalog } from '../../lib/i18n/domain-catalogs.ts';

await loadDomainCatalog((locale) =>
  locale === 'en' ? import('../../../locales/en/domains/expert-comments.po') : import('../../../locales/ko/domains/expert-comments.po'),
);
