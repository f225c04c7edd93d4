import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The tests the mutation run (`npm run test:mutation`, StrykerJS) judges the machines by: the
 * machines' own tests and the model-based tests. Machines are plain TypeScript, so none of the web
 * app's build plugins are needed here, and nothing that needs a database or a browser runs.
 */
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  test: {
    include: ['src/machines/**/*.test.ts', 'model-tests/**/*.test.ts'],
    exclude: ['**/*.db.test.ts', 'node_modules/**'],
  },
})
