// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { productIndexName } from '@common/search-indices'
import { productHitSchema, type ProductHit } from '../../services/search/types'
import { useSearchClient } from '../../services/search/use-search-client'
import { ProductCard } from '../listing/ProductCard'
import * as styles from './BagPage.css'

const SHOWN = 4

/**
 * 'Frequently bought together' (spec 2.7): shoe care and accessories from the search index, one
 * colour per article, none already in the bag.
 */
export function useFrequentlyBoughtTogether(articleNumbers: readonly string[], locale: string, enabled = true) {
  const search = useSearchClient()
  const excluded = [...new Set(articleNumbers)].sort()
  return useQuery({
    queryKey: ['bag', 'frequentlyBoughtTogether', locale, excluded.join(',')],
    staleTime: 5 * 60 * 1000,
    enabled,
    queryFn: async ({ signal }) => {
      const filters = [
        '(division:"Shoe Care" OR division:Accessories)',
        ...excluded.map((article) => `NOT articleNumber:${JSON.stringify(article)}`),
      ].join(' AND ')
      const [result] = await search.search(
        [{ indexName: productIndexName(locale), params: { hitsPerPage: 24, filters } }],
        signal,
      )
      const hits = (result?.hits ?? []).flatMap((hit) => {
        const parsed = z.safeParse(productHitSchema, hit)
        return parsed.success ? [parsed.data] : []
      })
      const seen = new Set<string>()
      return hits.filter((hit) => !seen.has(hit.articleNumber) && seen.add(hit.articleNumber)).slice(0, SHOWN)
    },
  })
}

export function FrequentlyBoughtTogether({
  hits,
  headingId,
  onSelect,
}: {
  hits: ProductHit[]
  headingId: string
  onSelect?: (hit: ProductHit, position: number) => void
}) {
  const { t } = useLingui()
  if (hits.length === 0) return null
  return (
    <section className={styles.recommendations} aria-labelledby={headingId} data-testid="frequently-bought-together">
      <h2 id={headingId} className={styles.summaryHeading}>
        {t`Frequently bought together`}
      </h2>
      <ul className={styles.recommendationList}>
        {hits.map((hit, index) => (
          <li key={hit.objectID}>
            <ProductCard hit={hit} position={index + 1} onSelect={onSelect} sizes="(min-width: 810px) 20vw, 45vw" />
          </li>
        ))}
      </ul>
    </section>
  )
}
