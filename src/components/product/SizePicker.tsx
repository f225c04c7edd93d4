import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useSelector } from '../app/use-selector'
import type { ActorRefFrom } from 'xstate'
import { sizeConventions } from '@common/sizes'
import { sizeGroupOfGender } from '@common/size-conversion'
import { selectSelectedSku, type productPageMachine } from '../../machines/product/product-page.machine'
import type { ProductView } from '@common/product-schema'
import { useShopperState } from '../app/shop'
import { SizeGuideTrigger } from '../size-guide/SizeGuideTrigger'
import * as styles from './SizePicker.css'

interface SizePickerProps {
  product: ProductView
  actor: ActorRefFrom<typeof productPageMachine>
  onSizeShown: (sku: string, quantity: number) => void
}

/** Sizes in the shopper's convention (spec 3.19, 9); sold-out sizes stay selectable for 'notify me'. */
export function SizePicker({ product, actor, onSizeShown }: SizePickerProps) {
  const { t } = useLingui()
  const selected = useSelector(actor, selectSelectedSku)
  const { sizeConvention, setSizeConvention } = useShopperState()
  const convention =
    product.isFootwear && (sizeConventions as readonly string[]).includes(sizeConvention) ? sizeConvention : 'EU'
  const soldOut = product.variants.every((variant) => !variant.isOnStock)
  const sizeGroup = product.isFootwear ? sizeGroupOfGender(product.gender) : null

  const sizesLabel = useId()

  // Native radio groups (one name each): the arrow keys move the choice, the sizes post with the
  // add-to-bag form before the page is interactive, and the chips style themselves from the checked
  // input, so a choice made before the scripts arrive shows at once.
  return (
    <div className={styles.group}>
      {product.isFootwear && (
        <div className={styles.group} role="radiogroup" aria-label={t`Size convention`}>
          <div className={styles.conventions}>
            {sizeConventions.map((option) => (
              <label key={option} className={styles.convention}>
                <input
                  className={styles.input}
                  type="radio"
                  name="sizeConvention"
                  value={option}
                  checked={option === convention}
                  onChange={() => setSizeConvention(option)}
                />
                {option}
              </label>
            ))}
          </div>
        </div>
      )}
      <div className={styles.group} role="radiogroup" aria-labelledby={sizesLabel} data-testid="size-picker">
        <span id={sizesLabel} className={styles.label}>
          {soldOut ? t`Sold out` : t`Size (${convention})`}
        </span>
        <div className={styles.options}>
          {product.variants.map((variant) => (
            <label key={variant.sku} className={styles.size} data-sold-out={!variant.isOnStock}>
              <input
                className={styles.input}
                type="radio"
                name="sku"
                value={variant.sku}
                checked={variant.sku === selected}
                onChange={() => {
                  actor.send({ type: 'product.size.selected', sku: variant.sku })
                  onSizeShown(variant.sku, variant.availableQuantity)
                }}
                aria-label={
                  variant.isOnStock ? undefined : t`${variant.sizes[convention] ?? variant.sizes.EU ?? ''} – sold out`
                }
              />
              {variant.sizes[convention] ?? variant.sizes.EU ?? variant.sku}
            </label>
          ))}
        </div>
      </div>
      {sizeGroup && (
        <SizeGuideTrigger dialog="sizeGuide" group={sizeGroup}>
          {t`Size guide`}
        </SizeGuideTrigger>
      )}
    </div>
  )
}
