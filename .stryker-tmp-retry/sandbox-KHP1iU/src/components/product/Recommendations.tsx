// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as z from 'zod/mini'
import type { Locale } from '@common/market'
import { recommendationsQueryOptions } from '../../services/catalog/product'
import type { ProductView } from '@common/product-schema'
import { readRecentlyViewed } from '../../services/catalog/recently-viewed'
import { productHitSchema, type ProductHit } from '../../services/search/types'
import { useShopServices } from '../app/shop'
import { ProductCard } from '../listing/ProductCard'
import * as styles from './Recommendations.css'

const hits = (list: unknown[]): ProductHit[] =>
  list.flatMap((item) => {
    const parsed = z.safeParse(productHitSchema, item)
    return parsed.success ? [parsed.data] : []
  })

/** The four recommendation blocks of spec 2.7, below the fold. */
export default function Recommendations({ product, locale }: { product: ProductView; locale: Locale }) {
  const { t } = useLingui()
  const { api, analytics } = useShopServices()
  const { data } = useQuery(recommendationsQueryOptions(api, product.key, locale))
  // Rendered in the browser only (below the fold, once visible), so storage is at hand.
  const [recent] = useState<ProductHit[]>(() =>
    hits(readRecentlyViewed(locale).filter((item) => item.objectID !== product.key)),
  )

  const blocks: Array<{ id: string; title: string; items: ProductHit[] }> = [
    { id: 'also-like', title: t`You might also like`, items: hits(data?.alsoLike ?? []) },
    { id: 'recently-viewed', title: t`Recently viewed`, items: recent },
    { id: 'looking-similar', title: t`Looking similar`, items: hits(data?.similar ?? []) },
    { id: 'bought-together', title: t`Frequently bought together`, items: hits(data?.boughtTogether ?? []) },
  ]

  return (
    <div className={styles.blocks}>
      {blocks
        .filter((block) => block.items.length > 0)
        .map((block) => (
          <section
            key={block.id}
            className={styles.block}
            aria-labelledby={`rec-${block.id}`}
            data-testid={`recommendations-${block.id}`}
          >
            <h2 id={`rec-${block.id}`} className={styles.title}>
              {block.title}
            </h2>
            <ul className={styles.row}>
              {block.items.map((hit, index) => (
                <li key={hit.objectID}>
                  <ProductCard
                    hit={hit}
                    position={index + 1}
                    onSelect={(selected, position) =>
                      analytics.push({
                        event: 'select_recommendation',
                        list: block.id,
                        item_id: selected.objectID,
                        index: position,
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}
