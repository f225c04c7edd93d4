import { useLingui } from '@lingui/react/macro'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useEffect, useRef, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { RETURN_METHODS, RETURN_REASONS, type ReturnMethod, type ReturnReason } from '@common/returns'
import type { TrackedOrder } from '../../machines/order-tracking/order-tracking.machine'
import {
  returnMachine,
  selectCreatedReturnId,
  selectReturnBusy,
  selectReturnChosen,
  selectReturnErrors,
  selectReturnFailure,
  selectReturnMethod,
  selectReturnOpen,
  selectReturnReason,
} from '../../machines/return/return.machine'
import { returnActors, returnLabelHref } from '../../services/order-tracking'
import { useShopperState } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { sizeIn } from '../bag/format'
import { Button } from '../ui/Button'
import { Checkbox } from '../ui/Checkbox'
import { Radio, RadioGroup } from '../ui/RadioGroup'
import { Select } from '../ui/Select'
import * as styles from './OrderTracking.css'

export function useReasonLabel() {
  const { t } = useLingui()
  return (reason: ReturnReason): string =>
    ({
      tooSmall: t`Too small`,
      tooBig: t`Too big`,
      notAsExpected: t`Not as expected`,
      damaged: t`Damaged or faulty`,
      changedMind: t`Changed my mind`,
      other: t`Other reason`,
    })[reason]
}

export function useMethodLabel() {
  const { t } = useLingui()
  return (method: ReturnMethod): string =>
    ({
      store: t`At a Kestrel store`,
      parcelShop: t`At a parcel shop (Zásilkovna)`,
      courier: t`Picked up by a courier (PPL)`,
    })[method]
}

/**
 * Starting a return of a tracked order (spec 2.7 "start a return"): the items still returnable, how many of
 * each, a reason and how the goods come back. The return's statechart holds the form; the order it answers
 * goes back to the tracking page.
 */
export function ReturnForm({
  order,
  locale,
  onCreated,
}: {
  order: TrackedOrder
  locale: string
  onCreated: (order: TrackedOrder) => void
}) {
  const { t, i18n } = useLingui()
  const reasonLabel = useReasonLabel()
  const methodLabel = useMethodLabel()
  const { sizeConvention } = useShopperState()
  const actor = useProvidedActorRef(() => returnMachine.provide({ actors: returnActors() }), {
    input: { orderNumber: order.orderNumber, locale, returnable: order.returnable?.items ?? [] },
  })
  const open = useSelector(actor, selectReturnOpen)
  const busy = useSelector(actor, selectReturnBusy)
  const chosen = useSelector(actor, selectReturnChosen)
  const reason = useSelector(actor, selectReturnReason)
  const method = useSelector(actor, selectReturnMethod)
  const errors = useSelector(actor, selectReturnErrors)
  const failure = useSelector(actor, selectReturnFailure)
  const created = useSelector(actor, selectCreatedReturnId)
  const doneRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const subscription = actor.on('return.created', (event) => onCreated(event.order))
    return () => subscription.unsubscribe()
  }, [actor, onCreated])
  useEffect(() => {
    if (created) doneRef.current?.focus()
  }, [created])

  if (created)
    return (
      <div className={styles.result} data-testid="return-created">
        <p ref={doneRef} tabIndex={-1} className={styles.text} role="status">
          {t`Your return is recorded. We have sent you a confirmation by email; we refund you once the goods arrive.`}
        </p>
        <a href={returnLabelHref(order.orderNumber, created, locale)} download data-testid="return-label-link">
          {t`Download the return label (PDF)`}
        </a>
      </div>
    )

  if (!open || !order.returnable)
    return order.returnable ? (
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'return.started' })}>
          {t`Start a return`}
        </Button>
        <span className={styles.itemFacts}>
          {t`Returnable until ${i18n.date(new Date(order.returnable.until), { day: 'numeric', month: 'long', year: 'numeric' })}`}
        </span>
      </div>
    ) : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: 'return.submitted' })
  }
  const failureText =
    failure === 'refused'
      ? t`These items can no longer be returned. Please reload the page to see the order as it is now.`
      : failure === 'failed'
        ? t`Something went wrong on our side. Please try again.`
        : null

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria" data-testid="return-form">
      <h3 className={styles.subheading}>{t`Start a return`}</h3>
      {failureText && (
        <p className={styles.message} role="alert" data-testid="return-failure">
          {failureText}
        </p>
      )}
      <fieldset className={styles.fieldset} aria-describedby={errors?.items ? 'return-items-error' : undefined}>
        <legend className={styles.term}>{t`Items to return`}</legend>
        {order.returnable.items.map(({ lineItemId, quantity }) => {
          const item = order.items.find((candidate) => candidate.id === lineItemId)
          const count = chosen[lineItemId]
          // Two sizes of one shoe are two lines of the same name: the size tells them apart.
          const size = item ? sizeIn(item.sizes, sizeConvention) : null
          return (
            <div key={lineItemId} className={styles.returnLine}>
              <Checkbox
                isSelected={count !== undefined}
                onChange={() => actor.send({ type: 'return.item.toggled', lineItemId })}
              >
                {item?.name ?? lineItemId}
                {size ? `, ${t`Size ${size}`}` : ''}
              </Checkbox>
              {count !== undefined && quantity > 1 && (
                <Select
                  label={t`Quantity`}
                  options={Array.from({ length: quantity }, (_, index) => ({
                    id: String(index + 1),
                    label: String(index + 1),
                  }))}
                  value={String(count)}
                  onChange={(key) => actor.send({ type: 'return.quantity.changed', lineItemId, quantity: Number(key) })}
                />
              )}
            </div>
          )
        })}
        {errors?.items && (
          <p id="return-items-error" className={styles.message}>
            {t`Please choose at least one item.`}
          </p>
        )}
      </fieldset>
      <RadioGroup
        label={t`Reason for the return`}
        isRequired
        value={reason}
        onChange={(value) => actor.send({ type: 'return.reason.chosen', reason: value as ReturnReason })}
        isInvalid={Boolean(errors?.reason)}
        errorMessage={t`Please choose a reason.`}
      >
        {RETURN_REASONS.map((value) => (
          <Radio key={value} value={value}>
            {reasonLabel(value)}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label={t`How you send it back`}
        isRequired
        value={method}
        onChange={(value) => actor.send({ type: 'return.method.chosen', method: value as ReturnMethod })}
        isInvalid={Boolean(errors?.method)}
        errorMessage={t`Please choose how you send the goods back.`}
      >
        {RETURN_METHODS.map((value) => (
          <Radio key={value} value={value}>
            {methodLabel(value)}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={busy}>
          {failure === 'failed' ? t`Try again` : t`Send the return`}
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: 'return.cancelled' })} isDisabled={busy}>
          {t`Cancel`}
        </Button>
      </div>
    </Form>
  )
}
