// @ts-nocheck
import { ExpressCheckoutLauncher } from './ExpressCheckoutLauncher'

/** Where express checkout (spec 2.7) sits in the bag summary. */
export function ExpressCheckoutSlot() {
  return (
    <div data-testid="express-checkout-slot">
      <ExpressCheckoutLauncher source="bag" />
    </div>
  )
}
