import { useSelector } from '@xstate/react'
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'

type ExpressCheckoutProps = { source: 'product'; sku?: string }
import type { ActorRefFrom } from 'xstate'
import { selectSelectedSku, type productPageMachine } from '../../machines/product/product-page.machine'

/**
 * The express checkout button's mount point (spec 2.7): the checkout area provides
 * `ExpressCheckout.tsx`; it is loaded lazily when present, and nothing renders until then.
 */
const modules = import.meta.glob<{ ExpressCheckout?: ComponentType<ExpressCheckoutProps>; default?: ComponentType<ExpressCheckoutProps> }>(
  '../checkout/ExpressCheckout.tsx',
)
const load = Object.values(modules)[0]
const ExpressCheckout = load
  ? lazy<ComponentType<ExpressCheckoutProps>>(async () => {
      const module = await load()
      const Component: ComponentType<ExpressCheckoutProps> = module.ExpressCheckout ?? module.default ?? (() => null)
      return { default: Component }
    })
  : null

const subscribeNothing = () => () => {}

export function ExpressCheckoutSlot({ actor }: { actor: ActorRefFrom<typeof productPageMachine> }) {
  const sku = useSelector(actor, selectSelectedSku)
  // Rendered in the browser only: its props follow the size the shopper picks, which may change
  // before the lazily loaded button hydrates (a server-rendered copy would then mismatch).
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false)
  if (!ExpressCheckout) return <div data-slot="express-checkout" hidden />
  if (!inBrowser) return <div data-slot="express-checkout" />
  return (
    <div data-slot="express-checkout">
      <Suspense fallback={null}>
        <ExpressCheckout source="product" {...(sku ? { sku } : {})} />
      </Suspense>
    </div>
  )
}
