import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useSelector } from '../app/use-selector'
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import { CHECKOUT_STEPS, type CheckoutStep } from '../../machines/checkout/checkout.types'
import { fetchActiveCart } from '../../services/commerce/cart'
import { checkoutActors, checkoutOrderQueryOptions } from '../../services/commerce/order-checkout'
import { pickupPointOf } from '../app/chosen-store'
import { useCartActor, useShopServices, useShopperState } from '../app/shop'
import { observeCheckout, purchaseTracker } from './checkout-analytics'
import { useSiteSettings } from '../layout/layout-context'
import { useLocaleParams } from '../layout/useLocaleParams'
import * as styles from './Checkout.css'
import { useCheckoutCommerce } from './useCheckoutCommerce'
import { ContactStep } from './ContactStep'
import { loadDeliveryStep, loadPaymentStep } from './checkout-steps'
import { OrderSummary } from './OrderSummary'
import { Button } from '../ui/Button'
import { Link } from '../ui/Link'
import { devInspection } from '../app/dev-inspection'

/** The delivery and payment steps (their choices, address and payment widget): fetched when the shopper gets near them. */
const DeliveryStep = lazy(() => loadDeliveryStep().then((module) => ({ default: module.DeliveryStep })))
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })))

interface CheckoutFlowProps {
  signedIn: boolean
  orderId: string | null
  redirectResult: string | null
  customer: { email: string; phone: string; firstName: string; lastName: string } | null
}

const selectStep = (s: { value: unknown }): CheckoutStep | null => {
  const value = typeof s.value === 'object' && s.value ? Object.keys(s.value)[0] : s.value
  return value === 'CONTACT_DETAILS' || value === 'DELIVERY' || value === 'PAYMENT' ? value : null
}

/** Before the steps: the cart loading (and its retries), its failure, or nothing to check out. */
const selectStart = (s: { value: unknown }): 'loading' | 'failed' | 'empty' | null =>
  s.value === 'loading' || s.value === 'loadWaiting'
    ? 'loading'
    : s.value === 'loadFailed'
      ? 'failed'
      : s.value === 'empty'
        ? 'empty'
        : null

/** The heading each step renders first. */
const STEP_HEADINGS: Record<CheckoutStep, string> = {
  CONTACT_DETAILS: 'contact-heading',
  DELIVERY: 'delivery-heading',
  PAYMENT: 'payment-heading',
}

/** Runs the checkout statechart with the shop's services and renders the current step. */
export function CheckoutFlow({ signedIn, orderId, redirectResult, customer }: CheckoutFlowProps) {
  const { t, i18n } = useLingui()
  const { api, analytics, sales } = useShopServices()
  const commerce = useCheckoutCommerce()
  const cartActor = useCartActor()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const params = useLocaleParams()
  // Spec 9 `hasTryAndBuy`: the market's switch in the site settings decides whether try and buy is offered.
  const { hasTryAndBuy } = useSiteSettings().marketFeatures
  const { storeData } = useShopperState()
  const actor = useProvidedActorRef(
    () =>
      checkoutMachine.provide({
        actors: checkoutActors({
          api,
          commerce,
          locale: i18n.locale,
          returnPath: (id) => `${window.location.pathname}${id ? `?order=${encodeURIComponent(id)}` : ''}`,
        }),
      }),
    {
      input: {
        signedIn,
        hasTryAndBuy,
        store: pickupPointOf(storeData),
        customer,
        orderId,
        redirectResult,
      },
      ...devInspection(),
    },
  )
  useEffect(() => {
    const subscriptions = [
      // The order exists from here on: the bag is empty, and a reload resumes the payment of this order.
      actor.on('checkout.orderCreated', ({ order }) => {
        cartActor.send({ type: 'cart.cleared' })
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}?order=${encodeURIComponent(order.id)}`,
        )
      }),
      actor.on('checkout.actionRequired', ({ url }) => window.location.assign(url)),
      // The server gave the bag back as a copy of the unpaid order's cart: the header and the bag show it again.
      actor.on('checkout.paymentFailed', () => {
        fetchActiveCart(commerce, sales.storeKey)
          .then((cart) => cart && cartActor.send({ type: 'cart.loaded', cart }))
          .catch(() => undefined)
      }),
      actor.on('checkout.completed', ({ orderId: id }) => {
        // The copy of the paid order's cart is gone on the server; a cached one must not come back.
        queryClient.removeQueries({ queryKey: ['bag', 'activeCart'] })
        cartActor.send({ type: 'cart.cleared' })
        void navigate({ to: '/{-$locale}/order/confirmation/$id', params: { ...params, id }, replace: true })
      }),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actor, cartActor, commerce, navigate, params, queryClient, sales.storeKey])
  useEffect(
    () =>
      observeCheckout(actor, {
        analytics,
        purchases: purchaseTracker(),
        orderFigures: (id) => queryClient.getQueryData(checkoutOrderQueryOptions(commerce, id).queryKey) ?? null,
      }),
    [actor, analytics, commerce, queryClient],
  )

  const step = useSelector(actor, selectStep)
  const start = useSelector(actor, selectStart)
  // Each new step takes the focus on its heading, so keyboard and screen-reader users continue there
  // (unless the step already put it somewhere, as the payment step does on its error).
  const shownStepRef = useRef(step)
  const labels: Record<CheckoutStep, string> = {
    CONTACT_DETAILS: t`Contact details`,
    DELIVERY: t`Delivery`,
    PAYMENT: t`Payment`,
  }
  if (start === 'loading')
    return (
      <div data-testid="checkout-flow">
        <p className={styles.spinner} role="status">{t`Loading…`}</p>
      </div>
    )
  if (start === 'failed')
    return (
      <div data-testid="checkout-flow" className={styles.panel}>
        <p className={styles.error} role="alert">{t`Something went wrong. Please try again.`}</p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => actor.send({ type: 'checkout.load.retried' })}>
            {t`Try again`}
          </Button>
        </div>
      </div>
    )
  if (start === 'empty')
    return (
      <div data-testid="checkout-flow">
        <div className={styles.panel} data-testid="checkout-empty">
          <p>{t`Your shopping bag is empty.`}</p>
          <Link to="/{-$locale}" params={params}>{t`Continue shopping`}</Link>
        </div>
      </div>
    )
  return (
    <div data-testid="checkout-flow" className={styles.layout}>
      <OrderSummary actor={actor} />
      <div className={styles.flow}>
        <ol className={styles.steps} aria-label={t`Checkout steps`}>
          {(Object.keys(CHECKOUT_STEPS) as CheckoutStep[]).map((key) => (
            <li
              key={key}
              className={key === step ? styles.stepCurrent : undefined}
              aria-current={key === step ? 'step' : undefined}
            >
              {CHECKOUT_STEPS[key] + 1}. {labels[key]}
            </li>
          ))}
        </ol>
        <Suspense fallback={<p className={styles.spinner} role="status">{t`Loading…`}</p>}>
          {step === 'CONTACT_DETAILS' && <ContactStep actor={actor} />}
          {step === 'DELIVERY' && <DeliveryStep actor={actor} />}
          {step === 'PAYMENT' && <PaymentStep actor={actor} />}
          <StepHeadingFocus step={step} shownStepRef={shownStepRef} />
        </Suspense>
      </div>
    </div>
  )
}

/**
 * Focuses a newly shown step's heading. It renders beside the steps inside their `Suspense`, so its effect runs
 * once the step is on screen: a later step's code may still have been on its way when the step changed.
 */
function StepHeadingFocus({
  step,
  shownStepRef,
}: {
  step: CheckoutStep | null
  shownStepRef: RefObject<CheckoutStep | null>
}) {
  useEffect(() => {
    if (!step || shownStepRef.current === step) return
    shownStepRef.current = step
    const heading = document.getElementById(STEP_HEADINGS[step])
    if (heading && !heading.parentElement?.contains(document.activeElement)) heading.focus()
  }, [step, shownStepRef])
  return null
}
