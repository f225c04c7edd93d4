import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { isLocale, localeBase } from '@common/market'
import { backPath } from '@common/shop-forms'
import { toPublicPath } from '@common/slugs'
import { GIFT_WRAP_SKU } from '../../machines/cart/cart.rules'
import { selectIsAddedToBagModalOpen } from '../../machines/cart/cart.selectors'
import { useCartActor, useShopperRender, useShopperState } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { isOneSize, nameIn, sizeIn } from './format'
import { useCart } from './useBag'
import * as styles from './MiniBag.css'

/**
 * The 'added to bag' dialog as the server renders it after a plain-HTML add to bag: the item and
 * the ways on, without scripts. Once the page is interactive the real dialog takes its place.
 */
export function AddedToBagNotice() {
  const { t, i18n } = useLingui()
  const isOpen = useSelector(useCartActor(), selectIsAddedToBagModalOpen)
  const cart = useCart()
  const addedSku = useShopperRender()?.addedSku ?? null
  const { sizeConvention } = useShopperState()
  const here = useRouterState({ select: (state) => state.location.publicHref })
  if (!isOpen || !cart) return null
  const locale = i18n.locale
  const localePath = isLocale(locale) ? localeBase(locale) : ''
  const lines = cart.lineItems.filter((line) => line.sku !== GIFT_WRAP_SKU)
  const added = lines.find((line) => line.sku === addedSku) ?? lines[lines.length - 1]
  const addedSize = added && !isOneSize(added.attributes) ? sizeIn(added.attributes, sizeConvention) : null
  const count = lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <section role="dialog" aria-labelledby="added-to-bag-heading" className={styles.body} data-testid="added-to-bag">
      <h2 id="added-to-bag-heading">{t`Added to your bag`}</h2>
      {added && (
        <p>
          <strong>{nameIn(added.names, locale)}</strong>
          {addedSize && <> · {t`Size ${addedSize} ${sizeConvention}`}</>}
        </p>
      )}
      <p>{t`In your bag (${count})`}</p>
      <p>
        <a href={toPublicPath(`${localePath}/shopping-bag`)} data-testid="mini-bag-view-bag">
          {t`View bag`}
        </a>{' '}
        · <a href={backPath(here)}>{t`Continue shopping`}</a>
      </p>
    </section>
  )
}
