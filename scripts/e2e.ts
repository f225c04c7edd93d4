import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../server/build'

/**
 * `npm run test:e2e`: the browser tests in shards that run side by side, each its own Playwright
 * run against its own servers (ports and embedded database of its own), so no shard sees another's
 * data. `E2E_SHARDS` sets how many (default: two, one per core up to two). The spec files are dealt
 * out by their measured durations (`tests/e2e/durations.json`, seconds per file; a file not in it
 * counts as the median), longest first to the shard with the least, so the shards end together.
 * Arguments go to one Playwright run of their own (`npm run test:e2e -- tests/e2e/bag.spec.ts`).
 * One shard's failure fails the run; every shard runs to its end.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const specDir = path.join(root, 'tests', 'e2e')
const args = process.argv.slice(2)
const shards = args.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism()))
const basePort = Number(process.env.E2E_PORT ?? 4173)
const baseDataDir = process.env.E2E_DATA_DIR ?? '.data/e2e'
const baseChartsPort = Number(process.env.CHARTS_DEV_PORT ?? 4183)
const playwright = path.join(root, 'node_modules', '.bin', 'playwright')

/** The spec files of each shard, balanced by duration (longest processing time first). */
function dealSpecs(count: number): string[][] {
  const durations = JSON.parse(readFileSync(path.join(specDir, 'durations.json'), 'utf8')) as Record<string, number>
  const known = Object.values(durations).sort((a, b) => a - b)
  const median = known[Math.floor(known.length / 2)] ?? 1
  const specs = readdirSync(specDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, seconds: durations[name] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))
  const dealt = Array.from({ length: count }, () => ({ seconds: 0, names: [] as string[] }))
  for (const spec of specs) {
    const lightest = dealt.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least))
    lightest.seconds += spec.seconds
    lightest.names.push(spec.name)
  }
  return dealt.map((shard) => shard.names)
}

/** A file filter for Playwright: its arguments are regular expressions over the file's path. */
const filterFor = (name: string) => `tests/e2e/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`

/** The readings of the market setup (spec 1.2) whose specs a shard holds: only their servers start. */
function readingsOf(filters: string[]): string {
  if (filters.length === 0 || args.length > 0) return 'b,c'
  return ['b', 'c']
    .filter((reading) => filters.some((filter) => filter.includes(`market-reading-${reading}`)))
    .join(',')
}

function runShard(index: number, filters: string[]): Promise<number> {
  const label = shards > 1 ? `[${index}/${shards}] ` : ''
  const child = spawn(playwright, ['test', ...filters], {
    cwd: root,
    env: {
      ...process.env,
      // Each shard's servers: the shop on E2E_PORT, readings B and C on the two ports after it.
      E2E_PORT: String(basePort + (index - 1) * 3),
      E2E_READINGS: readingsOf(filters),
      E2E_DATA_DIR: shards > 1 ? `${baseDataDir}-${index}` : baseDataDir,
      CHARTS_DEV_PORT: String(baseChartsPort + index - 1),
      ...(shards > 1
        ? {
            E2E_OUTPUT_DIR: `test-results/shard-${index}`,
            PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/shard-${index}`,
          }
        : {}),
      PLAYWRIGHT_HTML_OPEN: 'never',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label}${line}`))
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

// One build before the shards start, not one waiting on the other's.
await ensureBuild(root)
const plan = shards > 1 ? dealSpecs(shards).map((names) => names.map(filterFor)) : [args]
const codes = await Promise.all(plan.map((filters, index) => runShard(index + 1, filters)))
if (shards > 1)
  codes.forEach((code, index) =>
    console.log(`Browser tests, shard ${index + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`),
  )
process.exit(codes.some((code) => code !== 0) ? 1 : 0)
