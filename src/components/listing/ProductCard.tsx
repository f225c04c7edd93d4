import { Plural, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { isLocale, localePrefix } from '@common/market'
import { toPublicPath } from '@common/slugs'
import { responsiveImage } from '../../services/images'
import { productPath, withQueryID, type ProductHit } from '../../services/search/types'
import { WishlistHeart } from '../wishlist/WishlistHeart'
import { formatPrice } from './format'
import * as styles from './ProductCard.css'

interface ProductCardProps {
  hit: ProductHit
  /** 1-based position in its list (insights and analytics). */
  position?: number
  /** Above-the-fold cards load eagerly. */
  priority?: boolean
  /** The heading level of the product name inside its list. */
  headingLevel?: 2 | 3
  /** Called before navigating to the product (select_item, insights click). */
  onSelect?: (hit: ProductHit, position: number) => void
  /**
   * The queryID of the search the card came from: the product page it opens carries it, so adding
   * to the bag there is a conversion after that search (spec 7.4). Added on the click only, so the
   * card's address stays the same for every shopper (and for cached pages).
   */
  queryID?: string | undefined
  sizes?: string
}

/** A product tile from a search hit: image, name, price (with discount) and colours. */
export function ProductCard({
  hit,
  position = 1,
  priority = false,
  headingLevel = 3,
  onSelect,
  queryID,
  sizes,
}: ProductCardProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const locale = i18n.locale
  const internal = productPath(hit, isLocale(locale) ? localePrefix[locale] : '')
  const href = toPublicPath(internal)
  const image = responsiveImage(hit.image?.url, {
    width: 480,
    aspectRatio: '1:1',
    passthrough: { fit: 'contain' },
    widths: [256, 384, 480, 640, 828],
    sizes: sizes ?? '(min-width: 1280px) 22vw, (min-width: 810px) 30vw, 48vw',
  })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const colours = hit.productColors?.length ?? 1

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onSelect?.(hit, position)
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href: withQueryID(internal, queryID) })
  }

  return (
    <article className={styles.card} data-testid="product-card" data-object-id={hit.objectID} data-price={hit.price}>
      <a className={styles.link} href={href} onClick={onClick}>
        <img
          className={styles.media}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={480}
          height={480}
          // The heading after it names the link: the picture adds nothing to read out (and the record's image
          // label is the catalogue's, in one language for every market).
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          style={{ background: hit.backgroundColor ?? '#ffffff' }}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
        <Heading className={styles.name}>{hit.name}</Heading>
      </a>
      {hit.hasDiscount && <span className={styles.badge}>−{hit.discountPercentage} %</span>}
      {hit.productId && <WishlistHeart productId={hit.productId} name={hit.name} />}
      <p className={styles.prices}>
        {hit.hasDiscount ? (
          <>
            <span className={styles.salePrice}>
              <span className={styles.srOnly}>{t`Sale price`} </span>
              {formatPrice(hit.price, hit.currency, locale)}
            </span>
            <del className={styles.listPrice}>
              <span className={styles.srOnly}>{t`Original price`} </span>
              {formatPrice(hit.listPrice, hit.currency, locale)}
            </del>
          </>
        ) : (
          <span>{formatPrice(hit.price, hit.currency, locale)}</span>
        )}
      </p>
      {colours > 1 && (
        <p className={styles.meta}>
          <Plural value={colours} one="# colour" other="# colours" />
        </p>
      )}
    </article>
  )
}
