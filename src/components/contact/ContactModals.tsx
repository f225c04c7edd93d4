import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { selectModalContent, selectOpenModal } from '../../machines/modal/modal.machine'
import { useModalActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import * as styles from './Contact.css'
import { ContactForm } from './ContactForm'

/**
 * Spec 2.6: the `contactForm` dialog with the contact form, and `contactFormSubmitted`, which takes its
 * place once customer service has the request.
 */
export default function ContactModals() {
  const { t } = useLingui()
  const modal = useModalActor()
  const open = useSelector(modal, selectOpenModal)
  const reference = useSelector(modal, (s) => {
    const value = s.context.name === 'contactFormSubmitted' ? selectModalContent(s)?.reference : null
    return typeof value === 'string' ? value : null
  })
  const dismiss = () => modal.send({ type: 'modal.dismissed' })
  const sent = useCallback(
    (ref: string) => modal.send({ type: 'modal.opened', name: 'contactFormSubmitted', props: { reference: ref } }),
    [modal],
  )
  return (
    <>
      <Modal isOpen={open === 'contactForm'} onDismiss={dismiss} title={t`Write to us`} closeLabel={t`Close`}>
        <div className={styles.dialogBody} data-testid="contact-dialog">
          <p className={styles.text}>{t`Our customer service answers within one working day.`}</p>
          <ContactForm onSent={sent} />
        </div>
      </Modal>
      <Modal
        isOpen={open === 'contactFormSubmitted'}
        onDismiss={dismiss}
        title={t`Thank you for your message`}
        closeLabel={t`Close`}
      >
        <div className={styles.dialogBody} data-testid="contact-submitted-dialog">
          <p className={styles.text}>
            {t`We have sent you a confirmation by email and will get back to you within one working day.`}
          </p>
          {reference && <p className={styles.reference}>{t`Reference: ${reference}`}</p>}
          <Button variant="secondary" onPress={dismiss}>
            {t`Close`}
          </Button>
        </div>
      </Modal>
    </>
  )
}
