import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/** Strings only the chart viewer's code holds (dev/charts): its channel, its inspector, its page. */
const MARKERS = ['kestrel-charts', 'chartsInspector', 'dev/charts', 'data-transition']

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}

test('the production build holds none of the chart viewer', () => {
  // The suite's server has built dist/ before the tests run.
  const built = files('dist').filter((file) => /\.(js|mjs|css|html|json|map)$/.test(file))
  expect(built.length).toBeGreaterThan(0)
  const found = built.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`)
  })
  expect(found).toEqual([])
})

test('the production server has no chart viewer', async ({ request }) => {
  for (const url of ['/dev/charts', '/dev/charts/', '/dev/charts/coverage.json', '/dev/charts/page/main.tsx'])
    expect((await request.get(url)).status(), url).toBe(404)
})
