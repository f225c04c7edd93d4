import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import type { FormEvent } from 'react'
import { CONTACT_EMAIL_MAX, FIELD_LIMITS } from '../../machines/checkout/checkout.rules'
import type { ContentLink } from '../../services/navigation'
import { useModalActor, useShopServices } from '../app/shop'
import { CONTENT_LINK_MODAL } from '../layout/content-link-modal'
import { useFooter } from '../layout/layout-context'
import { countryName } from '../product/country-name'
import { Button } from '../ui/Button'
import { PlainCheckbox } from '../ui/PlainCheckbox'
import { Select } from '../ui/Select'
import { PlainTextField } from '../ui/PlainTextField'
import * as styles from './Checkout.css'
import { errorMessages, fieldMessages } from './checkout-messages'
import type { CheckoutActor } from './checkout-actor'
import { loadDeliveryStep } from './checkout-steps'

/** Spec 2.3 legal pages the policy acceptance refers to. */
const LEGAL_PAGES = {
  terms: '/customer-service/legal-pages/terms-of-use',
  privacy: '/customer-service/legal-pages/privacy-policy',
} as const

/** The footer's link to a legal page, with the content its dialog shows. */
function useLegalPage(href: string): ContentLink | null {
  const footer = useFooter()
  return (
    footer.linkCollections
      .flatMap((collection) => collection.links)
      .find((link) => link.href === href && link.descriptionRichText) ?? null
  )
}

/** Opens a legal page's content in the site's content dialog, as the footer does. */
function LegalPageLink({ href, children }: { href: string; children: string }) {
  const modal = useModalActor()
  const link = useLegalPage(href)
  if (!link) return null
  return (
    <button
      type="button"
      className={styles.textButton}
      aria-haspopup="dialog"
      onClick={() => modal.send({ type: 'modal.opened', name: 'base', props: { kind: CONTENT_LINK_MODAL, link } })}
    >
      {children}
    </button>
  )
}

/** Step 1 (spec 2.7): email, country, phone with why we ask, and the required policy acceptance. */
export function ContactStep({ actor }: { actor: CheckoutActor }) {
  const { t, i18n } = useLingui()
  const contact = useSelector(actor, (s) => s.context.contact)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const shippingCountries = useShopServices().sales.shippingCountries
  const countries = shippingCountries.map((code) => ({ id: code, label: countryName(code, i18n.locale) }))
  const fieldError = (name: string) => {
    const code = fieldErrors[name]
    return code ? i18n._(fieldMessages[code] ?? fieldMessages.required!) : undefined
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void loadDeliveryStep()
    const data = new FormData(event.currentTarget)
    actor.send({
      type: 'checkout.contact.submitted',
      contact: {
        email: String(data.get('email') ?? '').trim(),
        country: String(data.get('country') ?? ''),
        phone: String(data.get('phone') ?? '').trim(),
        policyAccepted: data.get('policy') === 'accepted',
      },
    })
  }
  return (
    // The statechart checks the fields (spec 5.6) and says what is wrong; the browser's own checks stay off.
    <form
      className={styles.form}
      onSubmit={onSubmit}
      // The next step's code is fetched while the shopper fills this one in (a field or button takes the
      // focus or the pointer comes over the form), not when the step's heading is focused on arrival.
      onFocus={(event) => {
        if (event.target.matches('input, select, button')) void loadDeliveryStep()
      }}
      onPointerEnter={() => void loadDeliveryStep()}
      aria-labelledby="contact-heading"
      noValidate
    >
      <h2 id="contact-heading" tabIndex={-1}>{t`Contact details`}</h2>
      {error && (
        <p className={styles.error} role="alert">
          {i18n._(errorMessages[error])}
        </p>
      )}
      <PlainTextField
        name="email"
        type="email"
        label={t`Email`}
        isRequired
        maxLength={CONTACT_EMAIL_MAX}
        defaultValue={contact.email}
        isInvalid={Boolean(fieldErrors.email)}
        errorMessage={fieldError('email')}
        autoComplete="email"
      />
      <div className={styles.row}>
        <Select
          name="country"
          label={t`Country`}
          isRequired
          options={countries}
          defaultValue={shippingCountries.includes(contact.country) ? contact.country : null}
          placeholder={t`Choose a country`}
          isInvalid={Boolean(fieldErrors.country)}
          errorMessage={fieldError('country')}
          autoComplete="country"
        />
        <PlainTextField
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
      <div>
        <PlainCheckbox
          name="policy"
          value="accepted"
          defaultChecked={contact.policyAccepted}
          isInvalid={error === 'checkout.step1.policy'}
        >
          {`* ${t`I accept the privacy policy and the terms and conditions.`}`}
        </PlainCheckbox>
        <p className={styles.terms}>
          <LegalPageLink href={LEGAL_PAGES.terms}>{t`Read the terms and conditions`}</LegalPageLink>
          <LegalPageLink href={LEGAL_PAGES.privacy}>{t`Read the privacy policy`}</LegalPageLink>
        </p>
      </div>
      <Button type="submit" variant="primary" isPending={busy}>
        {t`Continue to delivery`}
      </Button>
    </form>
  )
}
