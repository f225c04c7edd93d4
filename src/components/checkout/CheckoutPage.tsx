import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { useSelector } from '../app/use-selector'
import { useEffect, useState } from 'react'
import { selectCanFetchProfile, selectCustomer, selectHasSession } from '../../machines/session/session.machine'
import { fetchShippingMethods } from '../../services/commerce/order'
import { fetchCheckoutCart } from '../../services/commerce/order-checkout'
import { fetchCheckoutCustomer } from '../../services/checkout-customer'
import { useSessionActor, useSessionRestored, useShopServices, useShopperRender } from '../app/shop'
import { CheckoutWithoutScripts } from './CheckoutWithoutScripts'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Link } from '../ui/Link'
import { useHydrated } from '../ui/useHydrated'
import * as styles from './Checkout.css'
import { useCheckoutCommerce } from './useCheckoutCommerce'
import { CheckoutFlow, type CheckoutStart } from './CheckoutFlow'

/** The three-step checkout (spec 2.7): loads the cart and the delivery methods, then runs the checkout statechart. Runs in the browser only: the shopper's session and cart live there. */
export function CheckoutPage() {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const current = useSearch({ strict: false }) as { order?: string; redirectResult?: string }
  // The flow records its order in the URL for reloads; that must not restart the flow under way.
  const [search] = useState(current)
  const commerce = useCheckoutCommerce()
  const { api } = useShopServices()
  const sessionActor = useSessionActor()
  const customer = useSelector(sessionActor, selectCustomer)
  const hasSession = useSelector(sessionActor, selectHasSession)
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
  const signedIn = useSelector(sessionActor, selectCanFetchProfile)
  const start = useQuery({
    queryKey: ['checkout', 'start', search.order ?? null, hasSession, signedIn],
    enabled: hydrated && sessionRestored,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: async (): Promise<CheckoutStart> => {
      const cart = search.order ? null : await fetchCheckoutCart(commerce)
      const [methods, customer] = await Promise.all([
        cart ? fetchShippingMethods(commerce, cart.id) : [],
        // Spec 2.7: a signed-in shopper's contact details and saved addresses fill the forms; without them, the forms are empty.
        signedIn && cart ? fetchCheckoutCustomer(api).catch(() => null) : null,
      ])
      return { cart, shippingMethods: methods.map((m) => ({ key: m.key, name: m.localizedName })), customer }
    },
  })

  return (
    <section className={styles.page} aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t`Checkout`}</h1>
      {serverView && renderedCart && renderedCart.lineItems.length > 0 && (
        <CheckoutWithoutScripts cart={renderedCart} />
      )}
      {start.isError && <p className={styles.error} role="alert">{t`Something went wrong. Please try again.`}</p>}
      {!serverView && !start.data && !start.isError && <p className={styles.spinner} role="status">{t`Loading…`}</p>}
      {((start.data && !start.data.cart && !search.order) || (serverView && !renderedCart?.lineItems.length)) && (
        <div className={styles.panel} data-testid="checkout-empty">
          <p>{t`Your shopping bag is empty.`}</p>
          <Link to="/{-$locale}" params={params}>{t`Continue shopping`}</Link>
        </div>
      )}
      {start.data && (start.data.cart || search.order) && (
        <CheckoutFlow
          start={start.data}
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
