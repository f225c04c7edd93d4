/**
 * Search latency on the demo catalog and ten times it: `npx tsx scripts/bench-search.ts [--http]`.
 * Records come from the commerce demo catalog drafts through the same mapping the catalog sync
 * uses. Server-side time is the engine's (what `processingTimeMS` reports, in µs here); with
 * `--http` the official client also measures round trips against the service on an embedded
 * database.
 */
import { getRequestListener } from '@hono/node-server'
import { algoliasearch } from 'algoliasearch'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { market } from '../common/market'
import { buildDemoCatalog } from '../server/platform/commerce/catalog/demo-catalog'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { readSearchParams } from '../server/platform/search/engine/params'
import { RecordStore, type SearchRecord } from '../server/platform/search/engine/record-store'
import { runSearch, type IndexView } from '../server/platform/search/engine/search'
import {
  productIndexName,
  productIndexSettings,
  querySuggestionsIndexName,
  SORT_REPLICAS,
} from '../server/platform/search/indices'
import { querySuggestionsSettings } from '../server/platform/search/query-suggestions'
import { createSearchRoutes } from '../server/platform/search/search.routes'
import { SearchService } from '../server/platform/search/service'
import { stemmingLanguages } from '../server/platform/search/engine/morphology'
import { productRules, productSynonyms } from '../server/platform/search/vocabulary'
import { recordsOf, suggestionsOf } from './search-demo-records'

const locale = market.defaultLocale

/** InstantSearch-like requests: listings with facets and refinements, text with typos and prefixes. */
function workload(index: string): Record<string, unknown>[][] {
  const suggestions = querySuggestionsIndexName(locale)
  const vocabulary = (query: string) => ({
    indexName: suggestions,
    query,
    hitsPerPage: 8,
    attributesToRetrieve: ['query', 'aliases', 'popularity'],
  })
  // The listing's filter widgets: one size convention at a time, price for the range slider.
  const facets = [
    'gender',
    'division',
    'collectionType',
    'dominantColor',
    'sizes.EU',
    'price',
    'hasDiscount',
    'categories.lvl0',
  ]
  const listing = (extra: Record<string, unknown>, target = index) => ({
    indexName: target,
    query: '',
    facets,
    hitsPerPage: 24,
    ...extra,
  })
  return [
    [listing({})],
    [listing({ facets: ['*'] })],
    [listing({ facetFilters: [['gender:Women']] }), listing({ hitsPerPage: 0, facets: ['gender'] })],
    [
      listing(
        { facetFilters: [['gender:Men'], ['sizes.EU:42', 'sizes.EU:43']] },
        `${index}${SORT_REPLICAS.priceAsc.suffix}`,
      ),
      listing({ facetFilters: [['gender:Men']], hitsPerPage: 0, facets: ['sizes.EU'] }),
    ],
    [
      listing(
        { numericFilters: ['price:1000 TO 3000'], filters: 'hasDiscount:true' },
        `${index}${SORT_REPLICAS.biggestDiscount.suffix}`,
      ),
    ],
    [listing({ query: 'tenisky' })],
    [listing({ query: 'damske kozene' })],
    [listing({ query: 'snekers' })],
    [listing({ query: 'bo' })],
    [listing({ query: 'kotnikove boty cerne', clickAnalytics: true })],
    [
      listing({ query: 'golf', facetFilters: [['gender:Men']] }),
      listing({ query: 'golf', hitsPerPage: 0, facets: ['gender'] }),
    ],
    // A search without results: the vocabulary per word, popular categories and best sellers, then the correction checked.
    [
      vocabulary('damske'),
      vocabulary('sneekers'),
      { indexName: suggestions, query: '', filters: 'kind:category AND promotion:false AND depth = 2', hitsPerPage: 6 },
      listing({
        filters: 'categoryKeys:"women-featured-best-sellers" OR categoryKeys:"men-featured-best-sellers"',
        hitsPerPage: 4,
        facets: [],
      }),
    ],
    [listing({ query: 'dámské tenisky', hitsPerPage: 0, facets: [] })],
    // The menu's category counts.
    [listing({ hitsPerPage: 0, facets: ['categoryKeys'], maxValuesPerFacet: 1000 })],
  ]
}

function percentiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! }
}

const format = ({ p50, p95, max }: { p50: number; p95: number; max: number }) =>
  `p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  max ${max.toFixed(2)} ms`

function engineBench(records: SearchRecord[], vocabulary: SearchRecord[], rounds: number): string {
  const index = productIndexName(locale)
  const settings = {
    ...productIndexSettings(index, locale),
    synonyms: productSynonyms(locale),
    rules: productRules(locale),
  }
  const store = new RecordStore(settings.searchableAttributes, stemmingLanguages(settings.indexLanguages))
  for (const record of records) store.put(record)
  const views = new Map<string, IndexView>([[index, { name: index, settings, store }]])
  const suggestions = querySuggestionsIndexName(locale)
  const suggestionStore = new RecordStore(querySuggestionsSettings.searchableAttributes ?? [])
  for (const record of vocabulary) suggestionStore.put(record)
  views.set(suggestions, { name: suggestions, settings: querySuggestionsSettings, store: suggestionStore })
  for (const { suffix, ranking } of Object.values(SORT_REPLICAS)) {
    views.set(index + suffix, {
      name: index + suffix,
      settings: { ...settings, replicas: [], ranking: [...ranking] },
      store,
    })
  }
  const requests = workload(index)
  const samples: number[] = []
  const cpu: number[] = []
  const perRequest = requests.map(() => [] as number[])
  for (let round = 0; round < rounds; round++) {
    requests.forEach((request, which) => {
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      for (const { indexName, ...body } of request)
        runSearch(views.get(String(indexName))!, readSearchParams(body), { paramsString: '' })
      if (round === 0) return
      const used = process.cpuUsage(cpuStarted)
      samples.push(performance.now() - started)
      cpu.push((used.user + used.system) / 1000)
      perRequest[which]!.push((used.user + used.system) / 1000)
    })
  }
  if (process.argv.includes('--detail')) {
    requests.forEach((request, which) =>
      console.log(
        `    ${percentiles(perRequest[which]!).p50.toFixed(2)} ms cpu  ${JSON.stringify(request.map(({ indexName: _i, facets: _f, hitsPerPage: _h, ...rest }) => rest))}`,
      ),
    )
  }
  return `${format(percentiles(samples))} wall; ${format(percentiles(cpu))} cpu`
}

async function httpBench(records: SearchRecord[], vocabulary: SearchRecord[], rounds: number): Promise<string> {
  const database = openDatabase({})
  await migrateToLatest(database)
  const service = new SearchService(database.db)
  const index = productIndexName(locale)
  await service.setSettings(index, productIndexSettings(index, locale))
  await service.updateList(index, 'synonyms', () => productSynonyms(locale))
  await service.updateList(index, 'rules', () => productRules(locale))
  for (const { suffix, ranking } of Object.values(SORT_REPLICAS))
    await service.setSettings(index + suffix, { ranking: [...ranking] })
  await service.batch(
    index,
    records.map((body) => ({ action: 'addObject' as const, body })),
  )
  await service.setSettings(querySuggestionsIndexName(locale), querySuggestionsSettings)
  await service.batch(
    querySuggestionsIndexName(locale),
    vocabulary.map((body) => ({ action: 'addObject' as const, body })),
  )
  const app = createSearchRoutes({ db: database.db, service, production: false })
  const server = createServer(getRequestListener(app.fetch))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const client = algoliasearch('KESTREL', 'kestrel-local', {
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
  })
  const samples: number[] = []
  const serverSide: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const request of workload(index)) {
      const started = performance.now()
      const { results } = await client.search({ requests: request as never })
      if (round === 0) continue
      samples.push(performance.now() - started)
      serverSide.push(
        results.reduce((sum, result) => sum + ('processingTimeMS' in result ? Number(result.processingTimeMS) : 0), 0),
      )
    }
  }
  server.close()
  await database.close()
  return `${format(percentiles(samples))} (round trip, official client; server-side ms sum p95 ${percentiles(serverSide).p95})`
}

const http = process.argv.includes('--http')
for (const scale of [1, 10]) {
  const built = performance.now()
  const catalog = buildDemoCatalog({ scale })
  const records = recordsOf(catalog)
  const vocabulary = suggestionsOf(catalog, records)
  console.log(
    `scale ${scale}: ${records.length} records and ${vocabulary.length} suggestions of ${locale} (built in ${Math.round(performance.now() - built)} ms)`,
  )
  console.log(`  engine, per request  ${engineBench(records, vocabulary, 30)}`)
  if (http) console.log(`  http                 ${await httpBench(records, vocabulary, 15)}`)
}
