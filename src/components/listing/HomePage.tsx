import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { type Locale, localeBase, marketLocale } from '@common/market'
import { siteSettingsQueryOptions } from '../../services/content'
import { responsiveImage } from '../../services/images'
import { homeRails } from '../../services/search/home-rails'
import { productRailQueryOptions } from '../../services/search/listing'
import { useSearchClient } from '../../services/search/use-search-client'
import { useShopServices } from '../app/shop'
import { ContentLink } from '../layout/ContentLink'
import { ProductRail } from './ProductRail'
import { RouterAnchor } from '../ui/RouterAnchor'
import * as styles from './HomePage.css'

const railTitles = {
  new: msg`New arrivals`,
  sale: msg`Sale: the biggest discounts`,
  bestsellers: msg`Best sellers`,
} as const

/** The home page: hero with the newest arrival, the site's tiles and product rails from the search index. */
export function HomePage() {
  const { t, i18n } = useLingui()
  const locale: Locale = marketLocale(i18n.locale)
  const base = localeBase(locale)
  const { api } = useShopServices()
  const { data } = useSuspenseQuery(siteSettingsQueryOptions(api, locale))
  const client = useSearchClient()
  const newRail = homeRails[0]
  const heroRail = useQuery({ ...productRailQueryOptions(client, { ...newRail!.query, locale }) })
  const heroHit = heroRail.data?.hits[0]
  const hero = responsiveImage(heroHit?.image?.url, {
    width: 828,
    aspectRatio: '4:3',
    passthrough: { fit: 'contain' },
    widths: [480, 640, 828, 1080, 1200],
    sizes: '(min-width: 810px) 50vw, 100vw',
  })

  return (
    <>
      <section className={styles.heroLayout} aria-labelledby="home-heading">
        <div>
          <h1 id="home-heading" className={styles.heading}>
            {data.home.heading}
          </h1>
          <p className={styles.intro}>{data.home.intro}</p>
          <div className={styles.ctas}>
            <RouterAnchor className={styles.cta} to={`${base}/new`}>
              {t`Shop new arrivals`}
            </RouterAnchor>
            <RouterAnchor className={styles.ctaSecondary} to={`${base}/sale`}>
              {t`Shop the sale`}
            </RouterAnchor>
          </div>
        </div>
        <img
          className={styles.heroImage}
          src={hero.src}
          srcSet={hero.srcSet}
          sizes={hero.sizes}
          width={1200}
          height={900}
          alt={heroHit?.name ?? ''}
          fetchPriority="high"
          loading="eager"
          style={{ background: heroHit?.backgroundColor ?? '#f4f2ef' }}
        />
      </section>
      <ul className={styles.tiles}>
        {data.home.tiles.map((tile) => (
          <li key={tile.label} className={styles.tile}>
            <h2>{tile.href ? <ContentLink href={tile.href}>{tile.label}</ContentLink> : tile.label}</h2>
            <p>{tile.description}</p>
          </li>
        ))}
      </ul>
      {homeRails.map((rail) => (
        // A boundary per rail: each hydrates and commits on its own.
        <Suspense key={rail.id}>
          <ProductRail
            id={`home-${rail.id}`}
            title={i18n._(railTitles[rail.id])}
            query={rail.query}
            locale={locale}
            seeAll={`${base}${rail.path}`}
          />
        </Suspense>
      ))}
    </>
  )
}
