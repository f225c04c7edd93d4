import { useSelector } from '../app/use-selector'
import { lazy, Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import { selectSelectedSku, type productPageMachine } from '../../machines/product/product-page.machine'
import { useHydrated } from '../ui/useHydrated'
import { withCatalog } from '../../i18n/i18n'

const ExpressCheckout = lazy(() =>
  withCatalog('checkout', import('../checkout/ExpressCheckout')).then((module) => ({
    default: module.ExpressCheckout,
  })),
)

/** Where express checkout (spec 2.7) sits on the product page, paying for the chosen size. */
export function ExpressCheckoutSlot({ actor }: { actor: ActorRefFrom<typeof productPageMachine> }) {
  const sku = useSelector(actor, selectSelectedSku)
  // Rendered in the browser only: its props follow the size the shopper picks, which may change
  // before the lazily loaded button arrives (a server-rendered copy would then mismatch).
  const hydrated = useHydrated()
  return (
    <div data-slot="express-checkout">
      {hydrated && (
        <Suspense fallback={null}>
          <ExpressCheckout source="product" {...(sku ? { sku } : {})} />
        </Suspense>
      )}
    </div>
  )
}
