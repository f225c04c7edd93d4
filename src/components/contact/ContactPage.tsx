import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Button } from '../ui/Button'
import * as styles from './Contact.css'
import { ContactForm } from './ContactForm'

/** `/customer-service/contact` (spec 3.17): the contact form as a customer-service page; it confirms in place. */
export function ContactPage() {
  const { t } = useLingui()
  const doneRef = useRef<HTMLHeadingElement>(null)
  return (
    <section className={styles.page} aria-labelledby="contact-heading" data-testid="contact-page">
      <h1 id="contact-heading" className={styles.heading}>
        {t`Write to us`}
      </h1>
      <p className={styles.text}>
        {t`Ask us anything about your order, our products or your account. Our customer service answers within one working day.`}
      </p>
      <ContactForm
        onSent={() => requestAnimationFrame(() => doneRef.current?.focus())}
        done={(reference, restart) => (
          <div className={styles.done} role="status" data-testid="contact-done">
            <h2 ref={doneRef} tabIndex={-1} className={styles.heading}>
              {t`Thank you for your message`}
            </h2>
            <p className={styles.text}>
              {t`We have sent you a confirmation by email and will get back to you within one working day.`}
            </p>
            <p className={styles.reference}>{t`Reference: ${reference}`}</p>
            <Button variant="secondary" onPress={restart}>
              {t`Write another message`}
            </Button>
          </div>
        )}
      />
    </section>
  )
}
