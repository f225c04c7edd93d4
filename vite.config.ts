import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { Kind, parse, print, stripIgnoredCharacters } from 'graphql'
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

/**
 * The typed GraphQL documents (`*.generated.ts`, written by `npm run codegen`) hold their text
 * pretty-printed, each operation with copies of the fragments it uses. The bundle carries each
 * definition once, without the characters GraphQL ignores: an operation's text is its own
 * definition joined with its fragments' when the module loads.
 */
function compactGraphqlDocuments(): Plugin {
  return {
    name: 'kestrel:compact-graphql-documents',
    transform(code, id) {
      if (!id.endsWith('.generated.ts')) return null
      const fragments = new Map<string, string>()
      const replaced = code.replace(/new TypedDocumentString\(`([^`]*)`/g, (_, text: string) => {
        const parts = parse(text).definitions.map((definition) => {
          const compact = stripIgnoredCharacters(print(definition))
          if (definition.kind !== Kind.FRAGMENT_DEFINITION) return JSON.stringify(compact)
          const name = `graphqlFragment${definition.name.value}`
          fragments.set(name, compact)
          return name
        })
        return `new TypedDocumentString(${parts.join(' + ')}`
      })
      const declarations = [...fragments].map(([name, text]) => `const ${name} = ${JSON.stringify(text)};`)
      return `${declarations.join('\n')}\n${replaced}`
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    inlineRouteCss(),
    compactGraphqlDocuments(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  // The development server bundles the browser's dependencies before it serves the first page. A
  // dependency it found only later (in a lazily loaded part, the chart viewer, or code a plugin
  // writes) made it bundle again and reload every open page, losing what the shopper had just done.
  optimizeDeps: {
    entries: [
      'src/**/*.{ts,tsx}',
      'dev/charts/page/*.{ts,tsx}',
      '!src/**/*.{test,css}.{ts,tsx}',
      '!src/entry-server.tsx',
    ],
    // Imported by the styles' compiled code, which the scan cannot see.
    include: ['@vanilla-extract/recipes/createRuntimeFn'],
  },
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
          // Each set of seeders is migrated and seeded once a run; test databases start as copies of it.
          globalSetup: ['tests/support/database-templates.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}))
