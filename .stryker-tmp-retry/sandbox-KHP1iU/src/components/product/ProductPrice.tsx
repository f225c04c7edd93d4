// @ts-nocheck
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductView } from '@common/product-schema'
import { ClubPoints } from '../loyalty/ClubPoints'
import { formatMoney } from '../../services/money'
import * as styles from './ProductPage.css'

export function ProductPrice({ product, locale }: { product: ProductView; locale: string }) {
  const { t } = useLingui()
  if (!product.price) return null
  const price = formatMoney(product.price, locale)
  if (!product.listPrice) {
    return (
      <>
        <p className={styles.prices} data-testid="product-price">
          <span>{price}</span>
        </p>
        <ClubPoints centAmount={product.price.centAmount} className={styles.lowestPrice} />
      </>
    )
  }
  const list = formatMoney(product.listPrice, locale)
  const lowest = product.previousLowestPrice ? formatMoney(product.previousLowestPrice, locale) : null
  return (
    <>
      <p className={styles.prices} data-testid="product-price">
        <span className={styles.salePrice}>
          <span className={styles.srOnly}>{t`Sale price`} </span>
          {price}
        </span>
        <del className={styles.listPrice}>
          <span className={styles.srOnly}>{t`Original price`} </span>
          {list}
        </del>
        {product.discountPercentage !== null && <span>−{product.discountPercentage} %</span>}
      </p>
      {lowest && (
        <p className={styles.lowestPrice}>
          <Trans>Lowest price in the last 30 days: {lowest}</Trans>
        </p>
      )}
      <ClubPoints centAmount={product.price.centAmount} className={styles.lowestPrice} />
    </>
  )
}
