import { useLingui } from '@lingui/react/macro'
import { SHOP_FORMS } from '@common/shop-forms'
import { CHECKOUT_STEPS, type CheckoutErrorKey, type CheckoutStep } from '../../machines/checkout/checkout.types'
import { FIELD_LIMITS } from '../../machines/checkout/checkout.rules'
import type { Cart } from '../../services/commerce/cart'
import { formatMoney } from '../../services/money'
import { useShopperRender } from '../app/shop'
import { ShopForm } from '../app/ShopForm'
import { Button } from '../ui/Button'
import { PlainTextField } from '../ui/PlainTextField'
import { errorMessages, fieldMessages } from './checkout-messages'
import * as styles from './Checkout.css'

const STEP_OF_FLAG: Record<string, CheckoutStep> = { delivery: 'DELIVERY', payment: 'PAYMENT' }

/**
 * The checkout as the server renders it before (or without) the page's scripts: contact details,
 * then home delivery to an address, each a form the server checks with the checkout's rules and
 * writes to the cart; the payment step needs the payment provider's widget, so it asks for scripts.
 * Once the page is interactive the checkout machine's flow takes over.
 */
export function CheckoutWithoutScripts({ cart }: { cart: Cart }) {
  const { t, i18n } = useLingui()
  const rendered = useShopperRender()
  const step = STEP_OF_FLAG[rendered?.checkoutStep ?? ''] ?? 'CONTACT_DETAILS'
  const [key = '', ...pairs] = (rendered?.checkoutError ?? '').split('|')
  const refusal = key in errorMessages ? errorMessages[key as CheckoutErrorKey] : null
  const fieldErrors = Object.fromEntries(pairs.map((pair) => pair.split(':') as [string, string]))
  const fieldError = (name: string) => {
    const code = fieldErrors[name]
    return code ? { isInvalid: true, errorMessage: i18n._(fieldMessages[code] ?? fieldMessages.required!) } : {}
  }
  const labels: Record<CheckoutStep, string> = {
    CONTACT_DETAILS: t`Contact details`,
    DELIVERY: t`Delivery`,
    PAYMENT: t`Payment`,
  }
  const field = (
    name: string,
    label: string,
    options: { required?: boolean; max: number; autoComplete: string; type?: string },
  ) => (
    // The server judges the fields (no browser checks): a refused value must not block the next try.
    <PlainTextField
      name={name}
      label={label}
      type={options.type ?? 'text'}
      isRequired={options.required}
      maxLength={options.max}
      autoComplete={options.autoComplete}
      {...fieldError(name.includes('.') || step !== 'DELIVERY' ? name : `shipping.${name}`)}
    />
  )

  return (
    <div data-testid="checkout-without-scripts" className={styles.layout}>
      <aside className={styles.panel} aria-label={t`Order summary`}>
        <p>
          {t`Total`}: <strong>{formatMoney(cart.summary.total, i18n.locale)}</strong>
        </p>
      </aside>
      <div className={styles.flow}>
        <ol className={styles.steps} aria-label={t`Checkout steps`}>
          {(Object.keys(CHECKOUT_STEPS) as CheckoutStep[]).map((each) => (
            <li
              key={each}
              className={each === step ? styles.stepCurrent : undefined}
              aria-current={each === step ? 'step' : undefined}
            >
              {CHECKOUT_STEPS[each] + 1}. {labels[each]}
            </li>
          ))}
        </ol>
        {refusal && (
          <p className={styles.error} role="alert">
            {i18n._(refusal)}
          </p>
        )}
        {step === 'CONTACT_DETAILS' && (
          <ShopForm action={SHOP_FORMS.checkoutContact} className={styles.form} aria-labelledby="contact-heading">
            <h2 id="contact-heading">{t`Contact details`}</h2>
            {field('email', t`Email`, { required: true, max: 254, autoComplete: 'email', type: 'email' })}
            <label className={styles.choice}>
              <input type="checkbox" name="policy" required />
              {`* ${t`I accept the privacy policy and the terms and conditions.`}`}
            </label>
            <Button type="submit" variant="primary">
              {t`Continue to delivery`}
            </Button>
          </ShopForm>
        )}
        {step === 'DELIVERY' && (
          <ShopForm action={SHOP_FORMS.checkoutDelivery} className={styles.form} aria-labelledby="delivery-heading">
            <h2 id="delivery-heading">{t`Delivery`}</h2>
            <p className={styles.picked}>{t`Home delivery`}</p>
            <div className={styles.row}>
              {field('firstName', t`First name`, {
                required: true,
                max: FIELD_LIMITS.name,
                autoComplete: 'given-name',
              })}
              {field('lastName', t`Last name`, { required: true, max: FIELD_LIMITS.name, autoComplete: 'family-name' })}
            </div>
            {field('streetName', t`Street and number`, {
              required: true,
              max: FIELD_LIMITS.addressLine,
              autoComplete: 'address-line1',
            })}
            {field('additionalAddressInfo', t`Additional address information`, {
              max: FIELD_LIMITS.addressLine,
              autoComplete: 'address-line2',
            })}
            <div className={styles.row}>
              {field('postalCode', t`Postal code`, { required: true, max: 6, autoComplete: 'postal-code' })}
              {field('city', t`City`, {
                required: true,
                max: FIELD_LIMITS.addressLine,
                autoComplete: 'address-level2',
              })}
            </div>
            {field('phone', t`Phone`, { required: true, max: FIELD_LIMITS.phone, autoComplete: 'tel', type: 'tel' })}
            <Button type="submit" variant="primary">
              {t`Continue to payment`}
            </Button>
          </ShopForm>
        )}
        {step === 'PAYMENT' && (
          <section aria-labelledby="payment-heading" className={styles.form}>
            <h2 id="payment-heading">{t`Payment`}</h2>
            <p className={styles.panel} role="status" data-testid="payment-needs-scripts">
              {t`Paying needs JavaScript: please turn it on in your browser and reload this page to pay.`}
            </p>
          </section>
        )}
      </div>
    </div>
  )
}
