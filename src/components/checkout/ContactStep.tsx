import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import type { FormEvent } from 'react'
import { Checkbox, Form } from 'react-aria-components'
import { FIELD_LIMITS } from '../../machines/checkout/checkout.rules'
import { Button } from '../ui/Button'
import { TextField } from '../ui/TextField'
import * as styles from './Checkout.css'
import { errorMessages, fieldMessages } from './checkout-messages'
import type { CheckoutActor } from './CheckoutFlow'

/** Step 1 (spec 2.7): email, country, phone with why we ask, and the required policy acceptance. */
export function ContactStep({ actor }: { actor: CheckoutActor }) {
  const { t, i18n } = useLingui()
  const contact = useSelector(actor, (s) => s.context.contact)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const fieldError = (name: string) => {
    const code = fieldErrors[name]
    return code ? i18n._(fieldMessages[code] ?? fieldMessages.required!) : undefined
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    actor.send({
      type: 'checkout.contact.submitted',
      contact: {
        email: String(data.get('email') ?? '').trim(),
        country: String(data.get('country') ?? '').trim().toUpperCase(),
        phone: String(data.get('phone') ?? '').trim(),
        policyAccepted: data.get('policy') === 'accepted',
      },
    })
  }
  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-labelledby="contact-heading" validationBehavior="aria">
      <h2 id="contact-heading" tabIndex={-1}>{t`Contact details`}</h2>
      {error && <p className={styles.error} role="alert">{i18n._(errorMessages[error])}</p>}
      <TextField name="email" type="email" label={t`Email`} isRequired maxLength={FIELD_LIMITS.email} defaultValue={contact.email} isInvalid={Boolean(fieldErrors.email)} errorMessage={fieldError('email')} autoComplete="email" />
      <div className={styles.row}>
        <TextField name="country" label={t`Country`} isRequired maxLength={FIELD_LIMITS.countryCode} defaultValue={contact.country} isInvalid={Boolean(fieldErrors.country)} errorMessage={fieldError('country')} autoComplete="country" />
        <TextField
          name="phone"
          type="tel"
          label={t`Phone`}
          isRequired
          maxLength={FIELD_LIMITS.phone}
          defaultValue={contact.phone}
          isInvalid={Boolean(fieldErrors.phone)}
          errorMessage={fieldError('phone')}
          description={t`Why we ask: the carrier calls or texts you about the delivery.`}
          autoComplete="tel"
        />
      </div>
      <Checkbox name="policy" value="accepted" className={styles.choice} defaultSelected={contact.policyAccepted}>
        {({ isSelected }) => (
          <>
            <span aria-hidden="true">{isSelected ? '☑' : '☐'}</span> {t`I accept the privacy policy and the terms and conditions.`}
          </>
        )}
      </Checkbox>
      <Button type="submit" variant="primary" isPending={busy}>
        {t`Continue to delivery`}
      </Button>
    </Form>
  )
}
