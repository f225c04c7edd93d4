import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useSelector } from '../app/use-selector'
import { useModalSlot } from '../app/use-modal-slot'
import { lazy, Suspense, useEffect, useRef } from 'react'
import {
  expressCheckoutMachine,
  selectExpressAmount,
  selectExpressError,
  selectExpressState,
} from '../../machines/checkout/express.machine'
import { expressActors } from '../../services/commerce/order-checkout'
import { formatMoney } from '../../services/money'
import { useCartActor, useShopServices } from '../app/shop'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Button } from '../ui/Button'
import { ExpressCheckoutPanel } from '../bag/ExpressCheckoutPanel'
import * as styles from './ExpressCheckout.css'
import { useCheckoutCommerce } from './useCheckoutCommerce'

const WalletSheet = lazy(() => import('./WalletSheet').then((module) => ({ default: module.WalletSheet })))

export interface ExpressCheckoutProps {
  source: 'bag' | 'product'
  sku?: string
  /** The shopper pressed the pay button before this code had loaded: the press is carried out now. */
  pressedOnMount?: boolean
}

/**
 * Express checkout (spec 2.7, 8.3) with the wallet's pay button and its third-party disclaimer.
 * The wallet supplies the contact details and the delivery address; the order is paid with the
 * wallet's signed pay button.
 */
export function ExpressCheckout({ source, sku, pressedOnMount }: ExpressCheckoutProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const params = useLocaleParams()
  const { api } = useShopServices()
  const commerce = useCheckoutCommerce()
  const cart = useCartActor()
  const actor = useProvidedActorRef(() =>
    expressCheckoutMachine.provide({
      actors: expressActors({
        api,
        commerce,
        returnPath: (id) => `${window.location.pathname}${id ? `?order=${encodeURIComponent(id)}` : ''}`,
        addToBag: (added) =>
          new Promise<void>((resolve, reject) => {
            const subscriptions = [
              // Express checkout goes straight on to the wallet: no 'added to bag' dialog over it.
              cart.on('cart.updated', () =>
                done(() => {
                  cart.send({ type: 'cart.addedToBagModal.closed' })
                  resolve()
                }),
              ),
              cart.on('cart.notification', () => done(() => reject(new Error('Not added to the bag')))),
            ]
            const done = (settle: () => void) => {
              subscriptions.forEach((subscription) => subscription.unsubscribe())
              settle()
            }
            cart.send({ type: 'cart.item.added', sku: added })
          }),
      }),
    }),
  )
  useEffect(() => {
    const subscriptions = [
      actor.on('express.completed', ({ orderId }) => {
        cart.send({ type: 'cart.cleared' })
        void navigate({ to: '/{-$locale}/order/confirmation/$id', params: { ...params, id: orderId } })
      }),
      actor.on('express.otherMethod', () => void navigate({ to: '/{-$locale}/checkout', params })),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, cart, navigate, params])

  const pressCarried = useRef(false)
  useEffect(() => {
    if (!pressedOnMount || pressCarried.current) return
    pressCarried.current = true
    actor.send({ type: 'express.pressed', ...(sku ? { sku } : {}) })
  }, [actor, pressedOnMount, sku])

  const state = useSelector(actor, selectExpressState)
  const error = useSelector(actor, selectExpressError)
  const amount = useSelector(actor, selectExpressAmount)
  const walletOpen = useModalSlot('wallet', state === 'walletOpen', () =>
    actor.send({ type: 'express.wallet.cancelled' }),
  )
  const busy = state === 'preparing' || state === 'placing'
  const messages = {
    missingData: t`The wallet did not share everything we need for the order: a phone number and a delivery address.`,
    failed: t`The payment with the wallet did not go through.`,
    emptyBag: t`Your bag is empty.`,
  }
  return (
    <ExpressCheckoutPanel
      source={source}
      sku={sku}
      isPending={busy}
      onPress={() => actor.send({ type: 'express.pressed', ...(sku ? { sku } : {}) })}
    >
      {busy && (
        <p className={styles.disclaimer} role="status">
          {state === 'placing' ? t`Placing your order…` : t`Opening the wallet…`}
        </p>
      )}
      {error && (
        <div role="alert" className={styles.actions} data-testid="express-error">
          <p className={styles.error}>{messages[error]}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'express.retried' })}>
            {t`Try again`}
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'express.otherMethodChosen' })}>
            {t`Try another method`}
          </Button>
        </div>
      )}
      {walletOpen && amount && (
        <Suspense fallback={null}>
          <WalletSheet
            amount={formatMoney(
              { centAmount: amount.totalCentAmount, currencyCode: amount.currencyCode, fractionDigits: 2 },
              i18n.locale,
            )}
            onAuthorise={(authorisation) => actor.send({ type: 'express.wallet.authorised', authorisation })}
            onCancel={() => actor.send({ type: 'express.wallet.cancelled' })}
          />
        </Suspense>
      )}
    </ExpressCheckoutPanel>
  )
}
