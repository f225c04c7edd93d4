/**
 * Relevance of the product search on the judged query set
 * (server/platform/search/relevance/queries.json): `npx tsx scripts/search-relevance.ts`
 * prints recall@24 and nDCG@10 overall and per kind of query; `--queries` lists every query;
 * `--judge` fills each query's `expected` records from its judgement over the demo catalog.
 */
import { writeFileSync } from 'node:fs'
import { market } from '../common/market'
import { buildDemoCatalog } from '../server/platform/commerce/catalog/demo-catalog'
import {
  isRelevant,
  judgedQueries,
  productView,
  scoreQuery,
  summarize,
} from '../server/platform/search/relevance/evaluate'
import { recordsOf } from './search-demo-records'

const catalog = buildDemoCatalog({ scale: 1 })
const recordsByLocale = new Map(market.locales.map((locale) => [locale as string, recordsOf(catalog, locale)]))

if (process.argv.includes('--judge')) {
  const judged = judgedQueries.map((entry) => ({
    ...entry,
    expected: recordsByLocale
      .get(entry.locale)!
      .filter((record) => isRelevant(entry.judge, record))
      .map((record) => record.objectID),
  }))
  const file = new URL('../server/platform/search/relevance/queries.json', import.meta.url)
  writeFileSync(file, `${JSON.stringify(judged, null, 1)}\n`)
  for (const entry of judged)
    if (entry.kind !== 'zero' && entry.expected.length === 0) console.log(`no product for ${entry.query}`)
  console.log(`judged ${judged.length} queries`)
} else {
  const views = new Map([...recordsByLocale].map(([locale, records]) => [locale, productView(records, locale)]))
  const scores = judgedQueries.map((entry) => scoreQuery(views.get(entry.locale)!, entry))
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`
  if (process.argv.includes('--queries')) {
    for (const score of scores) {
      const figures = score.recall === undefined ? '' : `recall ${percent(score.recall)}  nDCG ${percent(score.ndcg!)}`
      console.log(
        `${score.locale.padEnd(6)} ${score.kind.padEnd(11)} ${score.query.padEnd(28)} hits ${String(score.nbHits).padStart(4)} of ${String(score.expected).padStart(3)} expected  ${figures}`,
      )
    }
  }
  const summary = summarize(scores)
  console.log(
    `${summary.queries} queries: recall@24 ${percent(summary.recallAt24)}, nDCG@10 ${percent(summary.ndcgAt10)}, ` +
      `zero results ${percent(summary.zeroResultRate)} of the queries with products to find, ` +
      `${summary.falseHits} of the queries without any answered with hits`,
  )
  for (const [kind, figures] of Object.entries(summary.byKind))
    console.log(
      `  ${kind.padEnd(11)} ${String(figures.queries).padStart(3)} queries  recall@24 ${percent(figures.recallAt24)}  nDCG@10 ${percent(figures.ndcgAt10)}`,
    )
}
