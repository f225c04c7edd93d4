import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * The server inlines small route stylesheets into the HTML (see server/web/manifest.ts), so the
 * client must render the same `<style>` elements to hydrate. The router plugin defines the flag
 * as off by default; this plugin comes after it and turns it on.
 */
function inlineRouteCss(): Plugin {
  const on = JSON.stringify('true')
  return {
    name: 'kestrel:inline-route-css',
    config: () => ({
      define: { 'process.env.TSS_INLINE_CSS_ENABLED': on, 'import.meta.env.TSS_INLINE_CSS_ENABLED': on },
    }),
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    inlineRouteCss(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
  test: {
    // graphql ships CommonJS and ESM builds; the complexity estimator must use the same one as the schema.
    server: { deps: { inline: ['graphql-query-complexity'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'common/**/*.test.ts',
            'model-tests/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          exclude: ['**/*.db.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['server/**/*.db.test.ts', 'tests/**/*.db.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}))
