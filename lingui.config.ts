import { defineConfig } from '@lingui/conf';

/**
 * Two kinds of catalogue (docs/decisions/0016-lean-initial-js.md): `messages` for what every page
 * needs (components, lib, routes), loaded at start; and one per feature folder, loaded with that
 * feature's first module (src/features/<name>/catalog.ts), so a page downloads only its own strings.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/contract/**', '<rootDir>/src/features/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/features/{name}',
      include: ['<rootDir>/src/features/{name}/'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
