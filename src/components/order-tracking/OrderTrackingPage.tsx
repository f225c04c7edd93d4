import { useLingui } from '@lingui/react/macro'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useCallback, useEffect, useRef, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { type Locale, marketLocale } from '@common/market'
import { FORM_BACK_FIELD, FORM_TOKEN_FIELD, SHOP_FORMS } from '@common/shop-forms'
import { ORDER_TRACKING_LIMITS, type OrderTrackingFieldError } from '@common/order-tracking'
import {
  orderTrackingMachine,
  selectTrackedOrder,
  selectTrackingBusy,
  selectTrackingFailure,
  selectTrackingFieldErrors,
  selectTrackingRetryAfter,
  type TrackedOrder,
} from '../../machines/order-tracking/order-tracking.machine'
import { orderTrackingActors } from '../../services/order-tracking'
import { selectIsAuthenticated } from '../../machines/session/session.machine'
import { useSessionActor, useShopperRender } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import { TextField } from '../ui/TextField'
import * as styles from './OrderTracking.css'
import { localHref } from '../../services/navigation-links'
import { useHydrated } from '../ui/useHydrated'
import { renderedTracking } from './rendered-tracking'
import { TrackedOrderView } from './TrackedOrderView'
import { TrackingOrderList } from './TrackingOrderList'

function usePageLocale(): Locale {
  const { i18n } = useLingui()
  return marketLocale(i18n.locale)
}

/** The field messages of spec 8.3 "Order tracking" and the generic required and email messages. */
function useFieldMessage() {
  const { t } = useLingui()
  return (error: OrderTrackingFieldError | null | undefined): string | undefined => {
    switch (error) {
      case 'required':
        return t`This field is required.`
      case 'orderNumberInvalid':
        return t`The order number is not valid. Please use only letters, digits and hyphens.`
      case 'orderNumberTooLong':
        return t`The order number is too long. Please use at most ${ORDER_TRACKING_LIMITS.orderNumber} characters.`
      case 'emailTooLong':
        return t`The email is too long. Please use at most ${ORDER_TRACKING_LIMITS.email} characters.`
      case 'email':
        return t`Please enter a valid email address.`
      default:
        return undefined
    }
  }
}

/**
 * `/order-tracking` (spec 2.7 "Order tracking", 4.9): the form for an order number and the email it was
 * placed with, and the order it finds. The statechart holds the form's state; the page remembers the
 * order's number in its address, so a reload in the same browser session shows it again without asking.
 */
export function OrderTrackingPage({ remembered, shownItems }: { remembered: string | null; shownItems: number }) {
  const { t } = useLingui()
  const locale = usePageLocale()
  const router = useRouter()
  const message = useFieldMessage()
  const actor = useProvidedActorRef(() => orderTrackingMachine.provide({ actors: orderTrackingActors() }), {
    input: { locale, remembered },
  })
  const order = useSelector(actor, selectTrackedOrder)
  const busy = useSelector(actor, selectTrackingBusy)
  const errors = useSelector(actor, selectTrackingFieldErrors)
  const failure = useSelector(actor, selectTrackingFailure)
  const retryAfter = useSelector(actor, selectTrackingRetryAfter)
  const signedIn = useSelector(useSessionActor(), selectIsAuthenticated)
  // Before (or without) the scripts, the server's view: the order it read for this browser session, or
  // the refusal of the form it was posted.
  const hydrated = useHydrated()
  const rendered = useShopperRender()
  const server = renderedTracking(hydrated ? null : rendered?.trackingError)
  const serverOrder = hydrated ? null : (rendered?.trackedOrder ?? null)
  const back = useRouterState({ select: (state) => state.location.publicHref })
  const formRef = useRef<HTMLFormElement>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    const address = (orderNumber: string | null) => {
      const url = new URL(window.location.href)
      // Another order starts at its first page of items.
      if (!orderNumber || orderNumber !== url.searchParams.get('order')) url.searchParams.delete('items')
      if (orderNumber) url.searchParams.set('order', orderNumber)
      else url.searchParams.delete('order')
      void router.navigate({ href: `${url.pathname}${url.search}`, replace: true, resetScroll: false })
    }
    const shown = actor.on('tracking.shown', (event) => address(event.orderNumber))
    const cleared = actor.on('tracking.cleared', () => address(null))
    // A refused submission sends the shopper to its first field in error; typing afterwards keeps the focus.
    const refused = actor.on('tracking.refused', (event) =>
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${event.field}"]`)?.focus(),
    )
    return () => {
      shown.unsubscribe()
      cleared.unsubscribe()
      refused.unsubscribe()
    }
  }, [actor, router])
  useEffect(() => {
    if (order) resultRef.current?.focus()
  }, [order])

  const onUpdated = useCallback(
    (updated: TrackedOrder) => actor.send({ type: 'tracking.order.updated', order: updated }),
    [actor],
  )

  const values = (form: HTMLFormElement) => {
    const data = new FormData(form)
    return { orderNumber: String(data.get('orderNumber') ?? ''), email: String(data.get('email') ?? '') }
  }
  const edited = () => {
    if (formRef.current) actor.send({ type: 'tracking.edited', ...values(formRef.current) })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: 'tracking.submitted', ...values(event.currentTarget) })
  }

  const failureShown = failure ?? server.failure
  const retryShown = retryAfter ?? server.retryAfter
  const fieldErrors = errors ?? server.fieldErrors
  const failureText =
    failureShown === 'notFound'
      ? t`We could not find an order with this order number and email. Please check both and try again.`
      : failureShown === 'throttled'
        ? retryShown
          ? t`Too many attempts. Please try again in ${Math.ceil(retryShown / 60)} min.`
          : t`Too many attempts. Please try again later.`
        : failureShown === 'serverError'
          ? t`Something went wrong on our side. Please try again later.`
          : null

  return (
    <section className={styles.page} aria-labelledby="order-tracking-heading" data-testid="order-tracking-page">
      <h1 id="order-tracking-heading" className={styles.heading}>
        {t`Order tracking`}
      </h1>
      {!order && serverOrder ? (
        <TrackedOrderView
          order={serverOrder}
          locale={locale}
          shownItems={shownItems}
          interactive={false}
          onUpdated={() => {}}
          actions={<a href={localHref('/order-tracking', locale)}>{t`Track another order`}</a>}
        />
      ) : order ? (
        <TrackedOrderView
          order={order}
          locale={locale}
          shownItems={shownItems}
          headingRef={resultRef}
          onUpdated={onUpdated}
          actions={
            <Button variant="secondary" onPress={() => actor.send({ type: 'tracking.restarted' })}>
              {t`Track another order`}
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.text}>
            {t`Enter your order number and the email you placed the order with to see how your order is doing.`}
          </p>
          <Form
            ref={formRef}
            className={styles.form}
            onSubmit={submit}
            validationBehavior="aria"
            // Before (or without) the scripts the form posts to the server, which runs the same lookup.
            action={SHOP_FORMS.orderTracking}
            method="post"
            data-testid="order-tracking-form"
          >
            <input type="hidden" name={FORM_TOKEN_FIELD} value={rendered?.formToken ?? ''} />
            <input type="hidden" name={FORM_BACK_FIELD} value={back} />
            {failureText && (
              <p className={styles.message} role="alert" data-testid="order-tracking-failure">
                {failureText}
              </p>
            )}
            <TextField
              name="orderNumber"
              label={t`Order number`}
              isRequired
              autoComplete="off"
              onChange={edited}
              maxLength={ORDER_TRACKING_LIMITS.orderNumber}
              isInvalid={Boolean(fieldErrors?.orderNumber)}
              errorMessage={message(fieldErrors?.orderNumber)}
            />
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              onChange={edited}
              label={t`Email`}
              isRequired
              maxLength={ORDER_TRACKING_LIMITS.email}
              isInvalid={Boolean(fieldErrors?.email)}
              errorMessage={message(fieldErrors?.email)}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" isPending={busy}>
                {t`Track order`}
              </Button>
            </div>
          </Form>
        </>
      )}
      {signedIn && <TrackingOrderList locale={locale} />}
    </section>
  )
}
