// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Button } from '../ui/Button'
import * as styles from './Checkout.css'
import { errorMessages } from './checkout-messages'
import type { CheckoutActor } from './checkout-actor'
import { AmountToPay } from './OrderSummary'
import { PayLaterPanel } from './PayLaterPanel'
import { Radio, RadioGroup } from '../ui/RadioGroup'
import type { PaymentOptionType } from '../../machines/checkout/checkout.types'
import { useOrderSummary } from './useOrderSummary'

/** The payment widget is its own chunk, loaded on this step only. */
const PaymentWidget = lazy(() => import('./PaymentWidget'))

type PaymentView =
  | 'zeroAmount'
  | 'session'
  | 'ready'
  | 'creatingOrder'
  | 'processing'
  | 'redirecting'
  | 'failed'
  | 'orderFailed'
  | 'done'

const selectView = (s: { matches: (value: object) => boolean }): PaymentView => {
  if (s.matches({ PAYMENT: 'zeroAmount' })) return 'zeroAmount'
  if (s.matches({ PAYMENT: 'ready' })) return 'ready'
  if (s.matches({ PAYMENT: 'creatingOrder' })) return 'creatingOrder'
  if (s.matches({ PAYMENT: 'processing' }) || s.matches({ PAYMENT: 'confirmingAction' })) return 'processing'
  if (s.matches({ PAYMENT: 'authenticating' })) return 'redirecting'
  if (s.matches({ PAYMENT: 'failed' }) || s.matches({ PAYMENT: 'sessionFailed' })) return 'failed'
  if (s.matches({ PAYMENT: 'orderFailed' })) return 'orderFailed'
  if (s.matches({ PAYMENT: 'paid' }) || s.matches({ PAYMENT: 'pending' })) return 'done'
  return 'session'
}

/** Step 3 (spec 2.7): the embedded widget, the spinners of order creation and payment, retries and the zero-amount order. */
export function PaymentStep({ actor }: { actor: CheckoutActor }) {
  const { t, i18n } = useLingui()
  const view = useSelector(actor, selectView)
  const error = useSelector(actor, (s) => s.context.error)
  const errorRef = useRef<HTMLParagraphElement>(null)
  // The message is read out (role alert) and brought into view with focus, wherever the shopper scrolled to pay.
  useEffect(() => {
    if (!error || !errorRef.current) return
    errorRef.current.scrollIntoView({ block: 'center' })
    errorRef.current.focus({ preventScroll: true })
  }, [error])
  const canGoBack = useSelector(actor, (s) => s.can({ type: 'checkout.step.back' }))
  const options = useSelector(actor, (s) => s.context.session?.methods ?? [])
  const chosen = useSelector(actor, (s) => s.context.paymentMethod)
  const payLater = options.find((option) => option.type === 'paylater')
  const { summary } = useOrderSummary(actor)
  return (
    <section className={styles.form} aria-labelledby="payment-heading">
      <h2 id="payment-heading" tabIndex={-1}>{t`Payment`}</h2>
      <AmountToPay actor={actor} />
      {error && (
        <p ref={errorRef} className={styles.error} role="alert" tabIndex={-1} data-testid="payment-error">
          {i18n._(errorMessages[error])}
        </p>
      )}
      {view === 'session' && <p className={styles.spinner} role="status">{t`Preparing the payment…`}</p>}
      {view === 'creatingOrder' && <p className={styles.spinner} role="status">{t`Creating your order…`}</p>}
      {view === 'processing' && <p className={styles.spinner} role="status">{t`Processing your payment…`}</p>}
      {view === 'redirecting' && (
        <p className={styles.spinner} role="status">{t`Opening the 3-D Secure check of your bank…`}</p>
      )}
      {view === 'done' && (
        <p className={styles.spinner} role="status">{t`Thank you! Opening your order confirmation…`}</p>
      )}
      {view === 'ready' && options.length > 1 && (
        <RadioGroup
          label={t`Payment method`}
          value={chosen}
          onChange={(method) =>
            actor.send({ type: 'checkout.payment.methodSelected', method: method as PaymentOptionType })
          }
        >
          {options.map((option) => (
            <Radio key={option.type} value={option.type}>
              {option.type === 'paylater' ? t`Pay later in ${option.instalments} interest-free instalments` : t`Card`}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {view === 'ready' && chosen === 'scheme' && (
        <Suspense fallback={<p className={styles.spinner} role="status">{t`Preparing the payment…`}</p>}>
          <PaymentWidget onPay={(paymentData) => actor.send({ type: 'checkout.payment.submitted', paymentData })} />
        </Suspense>
      )}
      {view === 'ready' && chosen === 'paylater' && payLater?.type === 'paylater' && (
        <PayLaterPanel
          total={summary?.total ?? null}
          instalments={payLater.instalments}
          onPay={() => actor.send({ type: 'checkout.payment.submitted', paymentData: { type: 'paylater' } })}
        />
      )}
      {view === 'zeroAmount' && (
        <div className={styles.panel}>
          <p>{t`Nothing to pay: your order is covered in full.`}</p>
          <Button variant="primary" onPress={() => actor.send({ type: 'checkout.order.placed' })}>
            {t`Place order`}
          </Button>
        </div>
      )}
      {view === 'failed' && (
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => actor.send({ type: 'checkout.payment.retried' })}>
            {t`Try again`}
          </Button>
        </div>
      )}
      {canGoBack && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => actor.send({ type: 'checkout.step.back' })}>
            {t`Back to delivery`}
          </Button>
        </div>
      )}
    </section>
  )
}
