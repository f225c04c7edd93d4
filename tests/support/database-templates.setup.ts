import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { dropServerTemplates, TEMPLATES_DIR_ENV, TEMPLATES_RUN_ENV } from './database'

/**
 * Vitest's global setup: a folder and a name for this run's template databases (see
 * `createTestDatabase`), removed again when the run ends. The test workers start after it and
 * inherit both through the environment.
 */
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-test-templates-'))
  const run = randomBytes(4).toString('hex')
  process.env[TEMPLATES_DIR_ENV] = dir
  process.env[TEMPLATES_RUN_ENV] = run
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    if (process.env.DATABASE_URL) await dropServerTemplates(process.env.DATABASE_URL, run)
  }
}
