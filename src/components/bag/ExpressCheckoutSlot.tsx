import { lazy, Suspense, type ComponentType } from 'react'

interface ExpressCheckoutProps {
  source: 'bag' | 'product'
}

type ExpressCheckoutModule = { ExpressCheckout?: ComponentType<ExpressCheckoutProps>; default?: ComponentType<ExpressCheckoutProps> }

/**
 * Where express checkout (spec 2.7) mounts in the bag summary. The checkout area provides the
 * wallet button and its disclaimer in its own chunk, loaded only when the bag has something to pay for.
 */
const modules = import.meta.glob<ExpressCheckoutModule>('../checkout/ExpressCheckout.tsx')
const load = Object.values(modules)[0]
const ExpressCheckout = load
  ? lazy<ComponentType<ExpressCheckoutProps>>(async () => {
      const module = await load()
      const Component: ComponentType<ExpressCheckoutProps> = module.ExpressCheckout ?? module.default ?? (() => null)
      return { default: Component }
    })
  : null

export function ExpressCheckoutSlot() {
  return (
    <div data-testid="express-checkout-slot">
      {ExpressCheckout && (
        <Suspense fallback={null}>
          <ExpressCheckout source="bag" />
        </Suspense>
      )}
    </div>
  )
}
