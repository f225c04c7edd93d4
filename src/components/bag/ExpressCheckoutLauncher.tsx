import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { withCatalog } from '../../i18n/i18n'
import { Button } from '../ui/Button'
import * as styles from '../checkout/ExpressCheckout.css'

const loadExpressCheckout = () => withCatalog('checkout', import('../checkout/ExpressCheckout'))
const ExpressCheckout = lazy(() => loadExpressCheckout().then((module) => ({ default: module.ExpressCheckout })))

interface ExpressCheckoutLauncherProps {
  source: 'bag' | 'product'
  sku?: string | undefined
}

/**
 * Express checkout (spec 2.7) as the page first shows it: the wallet's pay button and its
 * disclaimer, without the checkout's code. That code loads when the pointer or the focus comes
 * near the button and takes over on the first press, which it carries out at once.
 */
export function ExpressCheckoutLauncher({ source, sku }: ExpressCheckoutLauncherProps) {
  const [pressed, setPressed] = useState(false)
  const preview = (
    <ExpressCheckoutPreview source={source} sku={sku} isPending={pressed} onPress={() => setPressed(true)} />
  )
  if (!pressed) return preview
  return (
    <Suspense fallback={preview}>
      <ExpressCheckout source={source} {...(sku ? { sku } : {})} pressedOnMount />
    </Suspense>
  )
}

function ExpressCheckoutPreview({
  source,
  sku,
  isPending,
  onPress,
}: ExpressCheckoutLauncherProps & { isPending: boolean; onPress: () => void }) {
  const { t } = useLingui()
  const needsSize = source === 'product' && !sku
  const reach = () => void loadExpressCheckout()
  return (
    <section className={styles.root} aria-label={t`Express checkout`} data-express-source={source}>
      <Button
        variant="primary"
        isPending={isPending}
        isDisabled={needsSize}
        aria-describedby={needsSize ? 'express-needs-size' : undefined}
        onPointerEnter={reach}
        onFocus={reach}
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
    </section>
  )
}
