// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { selectModalContent, selectOpenModal } from '../../machines/modal/modal.machine'
import { selectIsAuthenticated } from '../../machines/session/session.machine'
import { useModalActor, useSessionActor, useToastActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { useSiteSettings } from '../layout/layout-context'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { ForgotPasswordForm, LoginForm, SignUpForm } from './AccountForms'
import { useAccountForm } from './account-form'
import * as styles from './AccountModals.css'

/** Texts of the authorisation settings (spec 2.6) as the modal machine hands them to the open dialog. */
function useAuthorisationTexts() {
  const content = useSelector(useModalActor(), selectModalContent, shallowEqual)
  const text = (key: string) => (typeof content?.[key] === 'string' ? (content[key] as string) : undefined)
  return {
    offerToLogIn: text('offerToLogIn'),
    offerToCreateAnAccount: text('offerToCreateAnAccount'),
    policiesAgreementTerms: text('policiesAgreementTerms'),
    authorizationInvitation: text('authorizationInvitation'),
    forgotYourPassword: text('forgotYourPassword'),
    email: text('email'),
  }
}

function shallowEqual(a: Record<string, unknown> | null, b: Record<string, unknown> | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/**
 * The account dialogs of spec 2.6 — login, createAccount, forgotPassword, thankYouForSignUp and signOut —
 * opened by name through the modal machine, which feeds them the authorisation settings.
 */
export default function AccountModals() {
  const modal = useModalActor()
  const open = useSelector(modal, selectOpenModal)
  const settings = useSiteSettings()
  useEffect(() => {
    if (settings) modal.send({ type: 'modal.settings.received', settings })
  }, [modal, settings])
  const dismiss = () => modal.send({ type: 'modal.dismissed' })
  const openModal = (name: 'login' | 'createAccount' | 'forgotPassword' | 'thankYouForSignUp') =>
    modal.send({ type: 'modal.opened', name })
  return (
    <>
      <LoginModal
        isOpen={open === 'login'}
        onDismiss={dismiss}
        onForgotPassword={() => openModal('forgotPassword')}
        onCreateAccount={() => openModal('createAccount')}
      />
      <CreateAccountModal
        isOpen={open === 'createAccount'}
        onDismiss={dismiss}
        onLogIn={() => openModal('login')}
        onSignedUp={() => openModal('thankYouForSignUp')}
      />
      <ForgotPasswordModal isOpen={open === 'forgotPassword'} onDismiss={dismiss} />
      <ThankYouModal isOpen={open === 'thankYouForSignUp'} onDismiss={dismiss} />
      <SignedOutModal isOpen={open === 'signOut'} onDismiss={dismiss} />
    </>
  )
}

function LoginModal({
  isOpen,
  onDismiss,
  onForgotPassword,
  onCreateAccount,
}: {
  isOpen: boolean
  onDismiss: () => void
  onForgotPassword: () => void
  onCreateAccount: () => void
}) {
  const { t } = useLingui()
  const session = useSessionActor()
  const toast = useToastActor()
  const texts = useAuthorisationTexts()
  const isAuthenticated = useSelector(session, selectIsAuthenticated)
  const wasAuthenticated = useRef(isAuthenticated)

  // Signing in closes the dialog and says so.
  useEffect(() => {
    if (isOpen && isAuthenticated && !wasAuthenticated.current) {
      toast.send({ type: 'toast.shown', title: { id: 'signIn.succeeded' } })
      onDismiss()
    }
    wasAuthenticated.current = isAuthenticated
  }, [isOpen, isAuthenticated, onDismiss, toast])

  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Log in`} closeLabel={t`Close`}>
      <LoginForm
        onForgotPassword={onForgotPassword}
        intro={texts.authorizationInvitation && <p className={styles.text}>{texts.authorizationInvitation}</p>}
      />
      <div className={styles.form}>
        {texts.offerToCreateAnAccount && <p className={styles.text}>{texts.offerToCreateAnAccount}</p>}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCreateAccount}>
            {t`Create account`}
          </Button>
        </div>
      </div>
    </Modal>
  )
}

function CreateAccountModal({
  isOpen,
  onDismiss,
  onLogIn,
  onSignedUp,
}: {
  isOpen: boolean
  onDismiss: () => void
  onLogIn: () => void
  onSignedUp: () => void
}) {
  const { t } = useLingui()
  const texts = useAuthorisationTexts()
  const signUp = useAccountForm('signUp')
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Create an account`} closeLabel={t`Close`}>
      <div className={styles.form}>
        <p
          className={styles.text}
        >{t`With an account you can check out faster, follow your orders and collect points in the Kestrel Club.`}</p>
        <SignUpForm
          actor={signUp}
          defaultEmail={texts.email}
          policyTerms={texts.policiesAgreementTerms}
          onSignedUp={onSignedUp}
        />
        <p className={styles.text}>{texts.offerToLogIn ?? t`Already have an account?`}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onLogIn}>
            {t`Log in`}
          </Button>
        </div>
      </div>
    </Modal>
  )
}

function ForgotPasswordModal({ isOpen, onDismiss }: { isOpen: boolean; onDismiss: () => void }) {
  const { t } = useLingui()
  const texts = useAuthorisationTexts()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Forgot your password?`} closeLabel={t`Close`}>
      <ForgotPasswordForm intro={texts.forgotYourPassword} />
    </Modal>
  )
}

function ThankYouModal({ isOpen, onDismiss }: { isOpen: boolean; onDismiss: () => void }) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Thank you for signing up`} closeLabel={t`Close`}>
      <div className={styles.form}>
        <p className={styles.text}>
          {t`We have sent you an email with a link to verify your address. The link is valid for 24 hours.`}
        </p>
        <Button variant="primary" onPress={onDismiss}>
          {t`Continue shopping`}
        </Button>
      </div>
    </Modal>
  )
}

function SignedOutModal({ isOpen, onDismiss }: { isOpen: boolean; onDismiss: () => void }) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`You have been logged out`} closeLabel={t`Close`}>
      <div className={styles.form}>
        <p className={styles.text}>{t`Thank you for your visit. See you again soon.`}</p>
        <Button variant="primary" onPress={onDismiss}>
          {t`Continue shopping`}
        </Button>
      </div>
    </Modal>
  )
}
