// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { CheckoutLine } from '../../services/commerce/order-checkout'
import { responsiveImage } from '../../services/images'
import { isOneSize, nameIn, sizeIn } from '../bag/format'
import * as styles from './Checkout.css'

/** One ordered item, in the checkout's summary and on the confirmation: image, name, size, quantity, line price. */
export function OrderLineItem({
  line,
  sizeConvention,
  price,
  testId,
}: {
  line: CheckoutLine
  sizeConvention: string
  /** The line's total, formatted for the page. */
  price: string
  testId: string
}) {
  const { t, i18n } = useLingui()
  const quantity = line.quantity
  const size = isOneSize(line.attributes) ? null : sizeIn(line.attributes, sizeConvention)
  const image = responsiveImage(line.image?.url, {
    width: 128,
    aspectRatio: '1:1',
    passthrough: { fit: 'contain' },
    widths: [64, 128],
    sizes: '4rem',
  })
  return (
    <li className={styles.summaryLine} data-testid={testId}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt=""
        width={64}
        height={64}
        className={styles.summaryImage}
      />
      <div>
        <p className={styles.summaryName}>{nameIn(line.names, i18n.locale)}</p>
        {size && <p className={styles.hint}>{t`Size: ${size}`}</p>}
        <p className={styles.hint}>{t`Quantity: ${quantity}`}</p>
      </div>
      <p className={styles.summaryValue}>{price}</p>
    </li>
  )
}
