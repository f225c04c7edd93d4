// @ts-nocheck
import { lazy, Suspense, useState } from 'react'
import { withCatalog } from '../../i18n/i18n'
import { ExpressCheckoutPanel } from './ExpressCheckoutPanel'

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
    <ExpressCheckoutPanel
      source={source}
      sku={sku}
      isPending={pressed}
      onPress={() => setPressed(true)}
      onReach={() => void loadExpressCheckout()}
    />
  )
  if (!pressed) return preview
  return (
    <Suspense fallback={preview}>
      <ExpressCheckout source={source} {...(sku ? { sku } : {})} pressedOnMount />
    </Suspense>
  )
}
