// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Form } from 'react-aria-components'
import type { PaymentMethodData } from '../../machines/checkout/checkout.types'
import { Button } from '../ui/Button'
import { TextField } from '../ui/TextField'
import * as styles from './Checkout.css'

/**
 * The payment provider's embedded card widget: the card data goes from here to the payment call
 * only, and is never kept.
 */
export default function PaymentWidget({ onPay }: { onPay: (data: PaymentMethodData) => void }) {
  const { t } = useLingui()
  // A second press while the first is under way is the checkout machine's to ignore: it leaves `ready` on the first.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const [month = '', year = ''] = String(data.get('expiry') ?? '')
      .split('/')
      .map((part) => part.trim())
    onPay({
      type: 'scheme',
      number: String(data.get('cardNumber') ?? '').replace(/\s+/g, ''),
      expiryMonth: month,
      expiryYear: year.length === 2 ? `20${year}` : year,
      cvc: String(data.get('cvc') ?? '').trim(),
      holderName: String(data.get('holderName') ?? '').trim() || undefined,
    })
  }
  return (
    <Form className={styles.fieldset} onSubmit={onSubmit} aria-label={t`Card payment`} data-testid="payment-widget">
      <TextField
        name="cardNumber"
        label={t`Card number`}
        isRequired
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <div className={styles.row}>
        <TextField name="expiry" label={t`Expiry date (MM/YY)`} isRequired autoComplete="cc-exp" maxLength={7} />
        <TextField
          name="cvc"
          label={t`Security code`}
          isRequired
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
      <TextField name="holderName" label={t`Name on card`} autoComplete="cc-name" maxLength={80} />
      <Button type="submit" variant="primary">
        {t`Pay`}
      </Button>
    </Form>
  )
}
