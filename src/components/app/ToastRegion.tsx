import { useLingui } from '@lingui/react/macro'
import { useSelector } from './use-selector'
import { selectToast, type Toast, type ToastMessage } from '../../machines/toast/toast.machine'
import { Button } from '../ui/Button'
import { useToastActor } from './shop'
import { useToastHold } from './use-toast-hold'
import { TOAST_MESSAGES } from './toast-messages'
import { nameIn } from '../bag/format'
import * as styles from './ToastRegion.css'

/** Renders the toast machine's current toast; the machine decides how long it stays (spec 8.4). */
export default function ToastRegion() {
  const { t } = useLingui()
  const toastActor = useToastActor()
  const toast = useSelector(toastActor, selectToast)
  const isError = toast !== null && toast.kind !== 'default'
  return (
    <section className={styles.region} aria-label={t`Notifications`}>
      {/* Live regions must exist before their content changes for screen readers to announce it. */}
      <div role={isError ? 'alert' : 'status'} aria-live={isError ? 'assertive' : 'polite'} aria-atomic="true">
        {toast && <ShownToast toast={toast} isError={isError} />}
      </div>
    </section>
  )
}

/** One toast, held while the pointer is over it or the focus in it (a part of its own: each toast starts unheld). */
function ShownToast({ toast, isError }: { toast: Toast; isError: boolean }) {
  const { t, i18n } = useLingui()
  const toastActor = useToastActor()
  const hold = useToastHold(toastActor)
  const text = (message: ToastMessage) => {
    if (message.names) return nameIn(message.names, i18n.locale)
    const descriptor = TOAST_MESSAGES[message.id]
    if (!descriptor) return message.id
    const withValues = { ...descriptor, values: message.values }
    return i18n._(withValues)
  }
  return (
    <div
      className={isError ? `${styles.toast} ${styles.error}` : styles.toast}
      data-testid="toast"
      data-kind={toast.kind}
      {...hold}
    >
      <div className={styles.text}>
        <span className={styles.title}>{text(toast.title)}</span>
        {toast.description && <span>{text(toast.description)}</span>}
      </div>
      <Button
        variant="quiet"
        className={styles.close}
        aria-label={t`Close notification`}
        onPress={() => toastActor.send({ type: 'toast.dismissed' })}
      >
        ×
      </Button>
    </div>
  )
}
