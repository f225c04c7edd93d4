import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useEffect, useRef } from 'react'
import { isLocale, localeBase } from '@common/market'
import { GIFT_WRAP_SKU } from '../../machines/cart/cart.rules'
import { selectAddedSku, selectIsAddedToBagModalOpen } from '../../machines/cart/cart.selectors'
import type { AnalyticsEvent } from '../../services/analytics/data-layer'
import { responsiveImage } from '../../services/images'
import { formatMoney } from '../../services/money'
import { useCartActor, useShopperState, useShopServices } from '../app/shop'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { useFrequentlyBoughtTogether } from './FrequentlyBoughtTogether'
import { isOneSize, nameIn, sizeIn } from './format'
import { RouterAnchor } from '../ui/RouterAnchor'
import { useCart } from './useBag'
import * as bagStyles from './BagPage.css'
import * as styles from './MiniBag.css'

/**
 * The 'added to bag' dialog (spec 2.7), opened by the cart machine after an add, with the mini
 * bag: the bag's lines, its subtotal, the way to the bag and recommendations (mini_bag_* events, 7.6).
 */
export default function AddedToBagModal() {
  const { t, i18n } = useLingui()
  const cartActor = useCartActor()
  const { analytics } = useShopServices()
  const { sizeConvention } = useShopperState()
  const isOpen = useSelector(cartActor, selectIsAddedToBagModalOpen)
  const cart = useCart()
  const addedSku = useSelector(cartActor, selectAddedSku)
  const scrolled = useRef(false)
  const locale = i18n.locale
  const localePath = isLocale(locale) ? localeBase(locale) : ''
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale)

  const lines = (cart?.lineItems ?? []).filter((line) => line.sku !== GIFT_WRAP_SKU)
  const push = (event: AnalyticsEvent['event'], fields: Record<string, unknown> = {}) =>
    analytics.push({ event, ...fields })
  useEffect(() => {
    if (!isOpen) return
    scrolled.current = false
    push('mini_bag_view', { items: lines.length })
    return () => push('mini_bag_close')
    // Once per opening: the lines at that moment are what the shopper saw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen])

  const articles = lines.flatMap((line) =>
    typeof line.attributes.ArticleNumber === 'string' ? [line.attributes.ArticleNumber] : [],
  )
  const recommendations = useFrequentlyBoughtTogether(articles, locale, isOpen)
  const added = lines.find((line) => line.sku === addedSku) ?? lines[lines.length - 1]
  const close = () => cartActor.send({ type: 'cart.addedToBagModal.closed' })
  const count = lines.reduce((sum, line) => sum + line.quantity, 0)

  if (!isOpen) return null
  const image = added
    ? responsiveImage(added.image?.url, {
        width: 128,
        aspectRatio: '1:1',
        passthrough: { fit: 'contain' },
        widths: [128, 256],
        sizes: '5rem',
      })
    : null
  const addedSize = added && !isOneSize(added.attributes) ? sizeIn(added.attributes, sizeConvention) : null
  return (
    <Modal isOpen onDismiss={close} title={t`Added to your bag`} closeLabel={t`Close`}>
      <div className={styles.body} data-testid="added-to-bag">
        {added && image && (
          <div className={styles.added}>
            <img
              className={styles.image}
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              width={80}
              height={80}
              alt=""
            />
            <div>
              <p className={styles.name}>{nameIn(added.names, locale)}</p>
              {addedSize && <p className={styles.meta}>{t`Size ${addedSize} ${sizeConvention}`}</p>}
              <p className={styles.meta}>{money(added.unitSalePrice ?? added.unitPrice ?? added.totalPrice)}</p>
            </div>
          </div>
        )}
        <section aria-labelledby="mini-bag-heading" className={styles.body} data-testid="mini-bag">
          <h3 id="mini-bag-heading" className={styles.sectionHeading}>
            {t`In your bag (${count})`}
          </h3>
          {/* A scrollable list must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
          <ul
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={styles.lines}
            aria-label={t`Items in your bag`}
            onScroll={() => {
              if (scrolled.current) return
              scrolled.current = true
              push('mini_bag_scroll')
            }}
          >
            {lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <span>
                  {line.quantity} × {nameIn(line.names, locale)}
                </span>
                <span>{line.isGift ? t`Free` : money(line.totalPrice)}</span>
              </li>
            ))}
          </ul>
          {cart && (
            <p className={styles.subtotal}>
              <span>{t`Subtotal`}</span>
              <span>{money(cart.summary.subtotal)}</span>
            </p>
          )}
          <div className={styles.actions}>
            <RouterAnchor
              to={`${localePath}/shopping-bag`}
              className={bagStyles.checkout}
              data-testid="mini-bag-view-bag"
              onClick={() => {
                push('mini_bag_click', { target: 'bag' })
                close()
              }}
            >
              {t`View bag`}
            </RouterAnchor>
            <Button variant="secondary" onPress={close}>
              {t`Continue shopping`}
            </Button>
          </div>
        </section>
        {(recommendations.data?.length ?? 0) > 0 && (
          <section aria-labelledby="mini-bag-recommendations" className={styles.body}>
            <h3 id="mini-bag-recommendations" className={styles.sectionHeading}>
              {t`You might also like`}
            </h3>
            <ul className={styles.recommendations}>
              {recommendations.data!.slice(0, 2).map((hit) => (
                <li key={hit.objectID}>
                  <RouterAnchor
                    to={`${localePath}/product/${encodeURIComponent(hit.productName)}/${hit.articleNumber}/${hit.colorCode}`}
                    className={bagStyles.lineLink}
                    onClick={() => {
                      push('mini_bag_click', { target: 'recommendation', item_id: hit.objectID })
                      close()
                    }}
                  >
                    {hit.name}
                  </RouterAnchor>
                  <p className={styles.meta}>
                    {money({ centAmount: Math.round(hit.price * 100), currencyCode: hit.currency, fractionDigits: 2 })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Modal>
  )
}
