import { defineConfig } from '@lingui/conf'

/**
 * One catalog per area of the shop, so each area's messages are translated and reviewed on their
 * own; `app` holds everything outside the area folders. The web app loads all of a locale's
 * catalogs together (src/i18n/i18n.ts).
 */
export const catalogAreas = [
  'layout',
  'listing',
  'product',
  'bag',
  'wishlist',
  'checkout',
  'account',
  'content',
  'size-guide',
] as const

export default defineConfig({
  sourceLocale: 'en',
  locales: ['cs-CZ', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    ...catalogAreas.map((area) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include: [`<rootDir>/src/components/${area}`],
    })),
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: catalogAreas.map((area) => `<rootDir>/src/components/${area}/**`),
    },
  ],
  format: 'po',
})
