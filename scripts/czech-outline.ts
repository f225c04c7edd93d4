/**
 * Writes the Czech Republic's outline for the store locator's map (src/components/store-locator/czechia.json)
 * from Natural Earth's 1:10m countries (world-atlas): the page ships a few kilobytes of GeoJSON instead of the
 * world atlas, and draws it with d3-geo. Run again only when world-atlas changes: `npx tsx scripts/czech-outline.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature } from 'topojson-client'

type Position = number[]
type Outline = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] }

const require = createRequire(import.meta.url)
const atlas = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Parameters<
  typeof feature
>[0]
const CZECHIA = '203'
const countries = feature(atlas, atlas.objects.countries!) as unknown as {
  features: { id?: string | number; geometry: Outline }[]
}
const czechia = countries.features.find((country) => country.id === CZECHIA)
if (!czechia) throw new Error('Czechia is missing from world-atlas')

// About 100 m at these latitudes: far finer than the map is drawn, and a tenth of the size.
const round = ([lng, lat]: Position): Position => [Math.round(lng! * 1000) / 1000, Math.round(lat! * 1000) / 1000]
const thin = (ring: Position[]) =>
  ring.map(round).filter((point, index, all) => index === 0 || point.join() !== all[index - 1]!.join())
const geometry = czechia.geometry
const coordinates =
  geometry.type === 'Polygon'
    ? geometry.coordinates.map(thin)
    : geometry.coordinates.map((polygon) => polygon.map(thin))

const target = new URL('../src/components/store-locator/czechia.json', import.meta.url)
writeFileSync(
  target,
  `${JSON.stringify({ type: 'Feature', properties: { name: 'Czechia' }, geometry: { type: geometry.type, coordinates } })}\n`,
)
console.log(`wrote ${target.pathname}`)
