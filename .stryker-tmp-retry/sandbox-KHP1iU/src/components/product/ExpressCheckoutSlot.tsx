// @ts-nocheck
import { useSelector } from '../app/use-selector'
import type { ActorRefFrom } from 'xstate'
import { selectSelectedSku, type productPageMachine } from '../../machines/product/product-page.machine'
import { ExpressCheckoutLauncher } from '../bag/ExpressCheckoutLauncher'
import { useHydrated } from '../ui/useHydrated'

/** Where express checkout (spec 2.7) sits on the product page, paying for the chosen size. */
export function ExpressCheckoutSlot({ actor }: { actor: ActorRefFrom<typeof productPageMachine> }) {
  const sku = useSelector(actor, selectSelectedSku)
  // Rendered in the browser only: its button follows the size the shopper picks.
  const hydrated = useHydrated()
  return (
    <div data-slot="express-checkout">
      {hydrated && <ExpressCheckoutLauncher source="product" sku={sku ?? undefined} />}
    </div>
  )
}
