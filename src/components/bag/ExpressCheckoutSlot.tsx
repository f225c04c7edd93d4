import { lazy, Suspense } from 'react'
import { withCatalog } from '../../i18n/i18n'

// The wallet button and its disclaimer come with the checkout's code, loaded when the bag has something to pay for.
const ExpressCheckout = lazy(() =>
  withCatalog('checkout', import('../checkout/ExpressCheckout')).then((module) => ({
    default: module.ExpressCheckout,
  })),
)

/** Where express checkout (spec 2.7) sits in the bag summary. */
export function ExpressCheckoutSlot() {
  return (
    <div data-testid="express-checkout-slot">
      <Suspense fallback={null}>
        <ExpressCheckout source="bag" />
      </Suspense>
    </div>
  )
}
