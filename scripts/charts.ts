/**
 * `npm run charts`: every statechart of src/machines as an SVG diagram in docs/charts (committed, so a
 * review shows a changed chart as a changed file). `-- --coverage` adds how many model paths take each
 * transition, from the reports of `npm run test:model`, and writes to reports/charts instead (those counts
 * depend on a local test run, so they stay out of the committed charts). `-- --out <dir>` picks the folder.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readModelReports } from '../dev/charts/node/reports'
import { renderCharts } from './charts-render'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const coverage = args.includes('--coverage')
const outIndex = args.indexOf('--out')
const out = path.resolve(root, outIndex >= 0 ? args[outIndex + 1]! : coverage ? 'reports/charts' : 'docs/charts')

const started = performance.now()
const charts = await renderCharts(root, { coverage })
mkdirSync(out, { recursive: true })
const written = new Set(charts.map((c) => `${c.name}.svg`))
// A chart of a machine that no longer exists goes with it.
for (const file of readdirSync(out)) if (file.endsWith('.svg') && !written.has(file)) rmSync(path.join(out, file))
for (const chart of charts) writeFileSync(path.join(out, `${chart.name}.svg`), chart.svg)

for (const chart of charts) {
  const untaken = chart.untaken === null ? '' : `, ${chart.untaken} untaken`
  console.log(
    `  ${chart.name}.svg  ${chart.states} states, ${chart.transitions} transitions${untaken}  (${chart.file})`,
  )
}
if (coverage && readModelReports(root).length === 0)
  console.log('No model reports found: run `npm run test:model` first for the coverage counts.')
console.log(
  `${charts.length} charts in ${path.relative(root, out) || '.'} (${Math.round(performance.now() - started)} ms)`,
)
