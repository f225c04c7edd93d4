// @ts-nocheck
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The tests the mutation run (`npm run test:mutation`, StrykerJS) judges the machines by: the
 * machines' own tests and the model-based tests. Machines are plain TypeScript, so none of the web
 * app's build plugins are needed here, and nothing that needs a database or a browser runs.
 * `MUTATION_TESTS` (comma-separated globs) narrows the run to one machine's tests, e.g.
 * `MUTATION_TESTS=src/machines/toast/**\/*.test.ts,model-tests/toast.model.test.ts npx stryker run --mutate src/machines/toast/toast.machine.ts`.
 */
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  test: {
    include: process.env.MUTATION_TESTS?.split(',') ?? ['src/machines/**/*.test.ts', 'model-tests/**/*.test.ts'],
    exclude: ['**/*.db.test.ts', 'node_modules/**'],
  },
})
