import { useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import type { ActorRefFrom } from 'xstate'
import type { productPageMachine, selectNotifyMeState } from '../../machines/product/product-page.machine'
import { Button } from '../ui/Button'
import { TextField } from '../ui/TextField'
import * as styles from './PurchasePanel.css'

interface NotifyMeFormProps {
  actor: ActorRefFrom<typeof productPageMachine>
  state: Exclude<ReturnType<typeof selectNotifyMeState>, 'closed' | 'stored'>
}

/** 'Notify me' for a sold-out size (spec 3.19): the shopper's email, sent by the product page's machine. */
export function NotifyMeForm({ actor, state }: NotifyMeFormProps) {
  const { t } = useLingui()
  return (
    <Form
      className={styles.form}
      aria-label={t`Notify me when back in stock`}
      onSubmit={(event) => {
        event.preventDefault()
        const email = new FormData(event.currentTarget).get('email')
        actor.send({ type: 'product.notifyMe.submitted', email: typeof email === 'string' ? email : '' })
      }}
    >
      <p
        className={styles.note}
      >{t`This size is sold out. Leave your email and we will let you know when it is back.`}</p>
      <TextField name="email" type="email" label={t`Email`} isRequired maxLength={70} autoComplete="email" />
      <Button type="submit" variant="primary" isPending={state === 'submitting'}>
        {t`Notify me`}
      </Button>
      {state === 'failed' && (
        <p className={styles.error} role="alert">
          {t`Your request could not be saved. Please check your email and try again.`}
        </p>
      )}
      <Button variant="quiet" onPress={() => actor.send({ type: 'product.notifyMe.closed' })}>
        {t`Cancel`}
      </Button>
    </Form>
  )
}
