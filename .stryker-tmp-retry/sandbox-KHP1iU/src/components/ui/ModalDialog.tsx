// @ts-nocheck
import type { ReactNode } from 'react'
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components'
import { Button } from './Button'
import * as styles from './Modal.css'

export interface ModalProps {
  /** Controlled by the modal machine: only one modal is open at a time (spec 2.6). */
  isOpen: boolean
  /** Called when the shopper dismisses the modal (Escape, outside press, the close button). */
  onDismiss: () => void
  title: ReactNode
  closeLabel: string
  children: ReactNode
}

/** The dialog itself: react-aria's modal overlay, with a title and a close button. Loaded by `Modal` when first opened. */
export default function ModalDialog({ isOpen, onDismiss, title, closeLabel, children }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onDismiss()}
      isDismissable
      className={styles.overlay}
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          <Button variant="quiet" className={styles.close} onPress={onDismiss} aria-label={closeLabel}>
            ×
          </Button>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
