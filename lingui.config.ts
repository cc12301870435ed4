import { defineConfig } from '@lingui/conf';

/**
 * Three kinds of catalogue (docs/decisions/0016-lean-initial-js.md): `messages` for what every page
 * needs (components, lib, routes), loaded at start; `errors` for the SPEC §8 messages, loaded with
 * error-text.ts; and one per feature folder, loaded with that feature's first module
 * (src/features/<name>/catalog.ts), so a page downloads only its own strings.
 */
/** The SPEC §8 catalogues: shown only when something fails, so loaded with src/lib/i18n/error-text.ts. */
const ERROR_MESSAGE_FILES = ['<rootDir>/src/lib/i18n/server-error-messages.ts', '<rootDir>/src/lib/i18n/client-messages.ts'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/contract/**', '<rootDir>/src/features/**', ...ERROR_MESSAGE_FILES],
    },
    { path: '<rootDir>/locales/{locale}/errors', include: ERROR_MESSAGE_FILES },
    {
      path: '<rootDir>/locales/{locale}/features/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
