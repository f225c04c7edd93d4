import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Button } from '../ui/Button'
import * as styles from './ExpressCheckout.css'

export interface ExpressCheckoutProps {
  source: 'bag' | 'product'
  sku?: string
}

/** Express checkout with the wallet pay button (spec 2.7), with the third-party wallet's disclaimer. */
export function ExpressCheckout({ source, sku }: ExpressCheckoutProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const params = useLocaleParams()
  return (
    <section className={styles.root} aria-label={t`Express checkout`} data-express-source={source} data-sku={sku}>
      <Button variant="primary" onPress={() => void navigate({ to: '/{-$locale}/checkout', params })}>
        {t`Pay with Wallet`}
      </Button>
      <p className={styles.disclaimer}>{t`Wallet is a third-party payment service. Its terms and privacy policy apply to the data you share with it.`}</p>
    </section>
  )
}

export default ExpressCheckout
