import { defineConfig } from '@lingui/conf';

/**
 * Kinds of catalogue (docs/decisions/0016-lean-initial-js.md, 0029-initial-js-headroom.md):
 * `messages` for what the first pages show (components, lib, routes), loaded at start; `errors` for
 * the SPEC §8 messages, loaded with error-text.ts; `components` for the shared
 * components no first page shows, loaded with them; `home-cards` for /main's cards (decision 0052);
 * and one per domain folder, loaded with that
 * domain's first module (src/domains/<name>/catalog.ts), so a page downloads only its own strings.
 */
/** The SPEC §8 catalogues: shown only when something fails, so loaded with src/lib/i18n/error-text.ts. */
const ERROR_MESSAGE_FILES = ['<rootDir>/src/lib/i18n/server-error-messages.ts', '<rootDir>/src/lib/i18n/client-messages.ts'];

/**
 * Shared components that neither /auth/sign-in nor /main shows (src/components/…): their strings
 * are the `components` catalogue, and each of them imports src/components/catalog.ts, which loads it
 * (scripts/check-boundaries.ts checks that). A component every first page needs stays out of this list.
 */
export const ON_DEMAND_COMPONENTS = [
  'account/delete-account.tsx',
  'care-area/care-area-labels.ts',
  'care-area/care-area-summary.ts',
  'copy-button/copy-button.tsx',
  'dialog/confirm-dialog.tsx',
  'inquiry/inquiry-labels.ts',
  'kcdi/kcdi-domain-labels.ts',
  'dialog/leave-guard.tsx',
  'gone-target/gone-target-notice.tsx',
  'layouts/admin-layout.tsx',
  'list-state/list-state.tsx',
  'page/selected-child-page.tsx',
  'logout/logout-button.tsx',
  'offline-banner/unsaved-page-notice.tsx',
  'page/page-header.tsx',
  'pdf-viewer/pdf-viewer.tsx',
  'personal-form/personal-form.tsx',
  'phone-verification/phone-code-fields.tsx',
  'phone-verification/phone-verification.tsx',
  'rich-text/rich-text-editor.tsx',
  'rich-text/rich-text-lexical.tsx',
  'rich-text/rich-text-tools.ts',
];
/**
 * /main's cards (decision 0052): each domain owns its card, and the route lays them out. Their
 * strings, with the card frame's (src/components/home-card), are one small catalogue that the frame's
 * catalog.ts loads, so that /main does not load the whole catalogue of every domain with a card.
 */
export const HOME_CARD_FOLDER = 'home-card';
export const HOME_CARD_FILES = [
  'growth/growth-card.tsx',
  'care-logs/care-log-card.tsx',
  'care-logs/care-log-taps.ts',
  'schedules/schedule-card.tsx',
  'schedules/status-badges.tsx',
  'child-words/word-card.tsx',
];
const homeCardFiles = HOME_CARD_FILES.map((file) => `<rootDir>/src/domains/${file}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/contract/**',
        '<rootDir>/src/domains/**',
        ...ERROR_MESSAGE_FILES,
        ...ON_DEMAND_COMPONENTS.map((file) => `<rootDir>/src/components/${file}`),
        `<rootDir>/src/components/${HOME_CARD_FOLDER}/**`,
      ],
    },
    { path: '<rootDir>/locales/{locale}/errors', include: ERROR_MESSAGE_FILES },
    { path: '<rootDir>/locales/{locale}/components', include: ON_DEMAND_COMPONENTS.map((file) => `<rootDir>/src/components/${file}`) },
    { path: '<rootDir>/locales/{locale}/home-cards', include: [`<rootDir>/src/components/${HOME_CARD_FOLDER}/`, ...homeCardFiles] },
    {
      path: '<rootDir>/locales/{locale}/domains/{name}',
      include: ['<rootDir>/src/domains/{name}/'],
      exclude: homeCardFiles,
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
