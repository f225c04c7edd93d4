import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useEffect, useRef, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { selectOpenModal } from '../../machines/modal/modal.machine'
import { selectIsAuthenticated, selectLoginErrors, selectSignInRefused } from '../../machines/session/session.machine'
import { LOGIN_EMAIL_MAX, type LoginFieldError } from '../../machines/session/login.rules'
import { useModalActor, useSessionActor, useToastActor } from '../app/shop'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { TextField } from '../ui/TextField'
import * as styles from './AccountModals.css'

/** The login, create-account and signed-out dialogs, opened by name through the modal machine (spec 2.6). */
export default function AccountModals() {
  const modal = useModalActor()
  const open = useSelector(modal, selectOpenModal)
  const dismiss = () => modal.send({ type: 'modal.dismissed' })
  return (
    <>
      <LoginModal isOpen={open === 'login'} onDismiss={dismiss} />
      <CreateAccountModal
        isOpen={open === 'createAccount'}
        onDismiss={dismiss}
        onLogIn={() => modal.send({ type: 'modal.opened', name: 'login' })}
      />
      <SignedOutModal isOpen={open === 'signOut'} onDismiss={dismiss} />
    </>
  )
}

function LoginModal({ isOpen, onDismiss }: { isOpen: boolean; onDismiss: () => void }) {
  const { t } = useLingui()
  const session = useSessionActor()
  const toast = useToastActor()
  const isAuthenticated = useSelector(session, selectIsAuthenticated)
  const isSigningIn = useSelector(session, (s) => s.matches('signingIn'))
  const refused = useSelector(session, selectSignInRefused)
  const errors = useSelector(session, selectLoginErrors)
  const wasAuthenticated = useRef(isAuthenticated)

  // Signing in closes the dialog and says so.
  useEffect(() => {
    if (isOpen && isAuthenticated && !wasAuthenticated.current) {
      toast.send({ type: 'toast.shown', title: { id: 'signIn.succeeded' } })
      onDismiss()
    }
    wasAuthenticated.current = isAuthenticated
  }, [isOpen, isAuthenticated, onDismiss, toast])

  const message = (error: LoginFieldError) =>
    error === 'required'
      ? t`This field is required.`
      : error === 'email'
        ? t`Please enter a valid email address.`
        : error === 'maxCharacters'
          ? t`Please use at most ${LOGIN_EMAIL_MAX} characters.`
          : undefined

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '')
    const password = String(data.get('password') ?? '')
    session.send({ type: 'session.signIn.requested', credentials: { email, password } })
  }

  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Log in`} closeLabel={t`Close`}>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria" data-testid="login-form">
        {refused && (
          <p className={styles.error} role="alert">
            {t`Invalid email or password.`}
          </p>
        )}
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t`Email`}
          isRequired
          isInvalid={Boolean(errors.email)}
          errorMessage={message(errors.email)}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t`Password`}
          isRequired
          isInvalid={Boolean(errors.password)}
          errorMessage={message(errors.password)}
        />
        <Button type="submit" variant="primary" isPending={isSigningIn}>
          {t`Log in`}
        </Button>
      </Form>
    </Modal>
  )
}

function CreateAccountModal({
  isOpen,
  onDismiss,
  onLogIn,
}: {
  isOpen: boolean
  onDismiss: () => void
  onLogIn: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Create an account`} closeLabel={t`Close`}>
      <div className={styles.form}>
        <p
          className={styles.text}
        >{t`With an account you can check out faster, follow your orders and collect points in the Kestrel Club.`}</p>
        <p className={styles.text}>{t`Already have an account?`}</p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={onLogIn}>
            {t`Log in`}
          </Button>
        </div>
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
