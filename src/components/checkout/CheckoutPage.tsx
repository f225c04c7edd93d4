import { useLingui } from '@lingui/react/macro'
import { useSearch } from '@tanstack/react-router'
import { useSelector } from '../app/use-selector'
import { useEffect } from 'react'
import { selectCanFetchProfile, selectCustomer, selectHasSession } from '../../machines/session/session.machine'
import { useSessionActor, useSessionRestored, useShopperRender } from '../app/shop'
import { CheckoutWithoutScripts } from './CheckoutWithoutScripts'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Link } from '../ui/Link'
import { useHydrated } from '../ui/useHydrated'
import * as styles from './Checkout.css'
import { CheckoutFlow } from './CheckoutFlow'
import { awaitsCode } from '@common/page-start'

/**
 * The three-step checkout (spec 2.7). The server renders the cart as plain forms (the checkout without
 * scripts); in the browser, once the shopper's session is known, the checkout statechart loads the cart
 * and its delivery methods and runs the steps.
 */
export function CheckoutPage() {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const search = useSearch({ strict: false }) as { order?: string; redirectResult?: string }
  const sessionActor = useSessionActor()
  const customer = useSelector(sessionActor, selectCustomer)
  const hasSession = useSelector(sessionActor, selectHasSession)
  // A signed-in shopper's details and saved addresses are read with the cart (spec 2.7).
  const signedIn = useSelector(sessionActor, selectCanFetchProfile)
  // A stored session is restored right after hydration; a new visitor gets one on the first call.
  const sessionRestored = useSessionRestored()
  // A page restored from the back-forward cache would resume a payment already settled elsewhere: load it afresh.
  useEffect(() => {
    const reloadRestored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener('pageshow', reloadRestored)
    return () => window.removeEventListener('pageshow', reloadRestored)
  }, [])
  const params = useLocaleParams()
  // Before (or without) the scripts, the server's view of the cart: the checkout as plain forms.
  const renderedCart = useShopperRender()?.cart
  const serverView = !hydrated && renderedCart !== undefined && !search.order

  return (
    <section className={styles.page} aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t`Checkout`}</h1>
      {serverView && renderedCart && renderedCart.lineItems.length > 0 && (
        <CheckoutWithoutScripts cart={renderedCart} />
      )}
      {serverView && !renderedCart?.lineItems.length && (
        <div className={styles.panel} data-testid="checkout-empty">
          <p>{t`Your shopping bag is empty.`}</p>
          <Link to="/{-$locale}" params={params}>{t`Continue shopping`}</Link>
        </div>
      )}
      {!serverView && !(hydrated && sessionRestored) && (
        <p className={styles.spinner} role="status" {...awaitsCode}>
          {t`Loading…`}
        </p>
      )}
      {hydrated && sessionRestored && (
        <CheckoutFlow
          // The flow reads the URL once: the order it records there for reloads must not restart it. A session
          // begun or ended is another shopper's cart: the flow starts again.
          key={`${hasSession}-${signedIn}`}
          signedIn={signedIn}
          orderId={search.order ?? null}
          redirectResult={search.redirectResult ?? null}
          customer={
            customer
              ? {
                  email: customer.email,
                  phone: customer.phoneNumber,
                  firstName: customer.firstName,
                  lastName: customer.lastName,
                }
              : null
          }
        />
      )}
    </section>
  )
}
