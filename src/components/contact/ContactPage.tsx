import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { ContentLink } from '../layout/ContentLink'
import { Button } from '../ui/Button'
import * as styles from './Contact.css'
import { ContactForm } from './ContactForm'

/**
 * `/customer-service/contact` (spec 3.17): the contact form as a customer-service page; it confirms in place.
 * `answer` is the server's answer to the form sent without scripts (`?contact=`).
 */
export function ContactPage({ answer }: { answer: string | null }) {
  const { t } = useLingui()
  const doneRef = useRef<HTMLHeadingElement>(null)
  const thanks = (
    <>
      <h2 ref={doneRef} tabIndex={-1} className={styles.heading}>
        {t`Thank you for your message`}
      </h2>
      <p className={styles.text}>
        {t`We have sent you a confirmation by email and will get back to you within one working day.`}
      </p>
    </>
  )
  if (answer === 'sent')
    return (
      <section className={styles.page} aria-labelledby="contact-heading" data-testid="contact-page">
        <h1 id="contact-heading" className={styles.heading}>
          {t`Write to us`}
        </h1>
        <div className={styles.done} role="status" data-testid="contact-done">
          {thanks}
          <ContentLink href="/customer-service/contact">{t`Write another message`}</ContentLink>
        </div>
      </section>
    )
  return (
    <section className={styles.page} aria-labelledby="contact-heading" data-testid="contact-page">
      <h1 id="contact-heading" className={styles.heading}>
        {t`Write to us`}
      </h1>
      <p className={styles.text}>
        {t`Ask us anything about your order, our products or your account. Our customer service answers within one working day.`}
      </p>
      <ContactForm
        serverAnswer={answer}
        onSent={() => requestAnimationFrame(() => doneRef.current?.focus())}
        done={(reference, restart) => (
          <div className={styles.done} role="status" data-testid="contact-done">
            {thanks}
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
