import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { Label, Radio, RadioGroup } from 'react-aria-components'
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

  return (
    <div className={styles.group}>
      {product.isFootwear && (
        <RadioGroup
          className={styles.group}
          orientation="horizontal"
          value={convention}
          onChange={setSizeConvention}
          aria-label={t`Size convention`}
        >
          <div className={styles.conventions}>
            {sizeConventions.map((option) => (
              <Radio key={option} value={option} className={styles.convention}>
                {option}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      )}
      <RadioGroup
        className={styles.group}
        orientation="horizontal"
        value={selected}
        // A real radio per size, posted with the add-to-bag form before the page is interactive.
        name="sku"
        onChange={(sku) => {
          actor.send({ type: 'product.size.selected', sku })
          const variant = product.variants.find((candidate) => candidate.sku === sku)
          if (variant) onSizeShown(sku, variant.availableQuantity)
        }}
        data-testid="size-picker"
      >
        <Label className={styles.label}>{soldOut ? t`Sold out` : t`Size (${convention})`}</Label>
        <div className={styles.options}>
          {product.variants.map((variant) => (
            <Radio
              key={variant.sku}
              value={variant.sku}
              className={styles.size}
              data-sold-out={!variant.isOnStock}
              aria-label={
                variant.isOnStock ? undefined : t`${variant.sizes[convention] ?? variant.sizes.EU ?? ''} – sold out`
              }
            >
              {variant.sizes[convention] ?? variant.sizes.EU ?? variant.sku}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {sizeGroup && (
        <SizeGuideTrigger dialog="sizeGuide" group={sizeGroup}>
          {t`Size guide`}
        </SizeGuideTrigger>
      )}
    </div>
  )
}
