// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../ui/Button'
import * as styles from '../checkout/ExpressCheckout.css'

interface ExpressCheckoutPanelProps {
  source: 'bag' | 'product'
  sku?: string | undefined
  isPending: boolean
  onPress: () => void
  /** The pointer or the focus came near the pay button. */
  onReach?: () => void
  /** What follows the disclaimer: the progress, an error, the wallet. */
  children?: ReactNode
}

/** Express checkout's section as the shopper sees it: the wallet's pay button and its disclaimer. */
export function ExpressCheckoutPanel({
  source,
  sku,
  isPending,
  onPress,
  onReach,
  children,
}: ExpressCheckoutPanelProps) {
  const { t } = useLingui()
  const needsSize = source === 'product' && !sku
  return (
    <section className={styles.root} aria-label={t`Express checkout`} data-express-source={source}>
      <Button
        variant="primary"
        isPending={isPending}
        isDisabled={needsSize}
        aria-describedby={needsSize ? 'express-needs-size' : undefined}
        onPointerEnter={onReach}
        onFocus={onReach}
        onPress={onPress}
      >
        {t`Pay with Wallet`}
      </Button>
      {needsSize && (
        <p id="express-needs-size" className={styles.disclaimer}>
          {t`Choose a size first.`}
        </p>
      )}
      <p
        className={styles.disclaimer}
      >{t`Wallet is a third-party payment service. Its terms and privacy policy apply to the data you share with it.`}</p>
      {children}
    </section>
  )
}
