import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import type { FormEvent } from 'react'
import { Form } from 'react-aria-components'
import {
  hasTimeSlots,
  needsParcelShop,
  needsStore,
  offersSeparateBilling,
} from '../../machines/checkout/checkout.rules'
import { TIME_SLOTS } from '../../machines/checkout/checkout.types'
import { formatMoney } from '../../services/money'
import { postalCodeText } from '@common/postal-codes'
import { Button } from '../ui/Button'
import { Checkbox } from '../ui/Checkbox'
import { Radio, RadioGroup } from '../ui/RadioGroup'
import { Select } from '../ui/Select'
import { AddressFieldset, readAddress } from './AddressFieldset'
import { AddressSuggestion } from './AddressSuggestion'
import * as styles from './Checkout.css'
import { errorMessages, slotMessages } from './checkout-messages'
import type { CheckoutActor } from './checkout-actor'
import { PickupPicker } from './PickupPicker'
import { useOrderSummary } from './useOrderSummary'

/** Step 2 (spec 2.7): delivery method, store or parcel shop, date and slot, addresses, the address check. */
export function DeliveryStep({ actor }: { actor: CheckoutActor }) {
  const { t, i18n } = useLingui()
  const methods = useSelector(actor, (s) => s.context.methods)
  const method = useSelector(actor, (s) => s.context.method.key)
  const store = useSelector(actor, (s) => s.context.store)
  const parcelShop = useSelector(actor, (s) => s.context.parcelShop)
  const pickupSearch = useSelector(actor, (s) => s.context.pickupSearch)
  const searchPickup = (query: string) => actor.send({ type: 'checkout.delivery.pickupSearched', query })
  const date = useSelector(actor, (s) => s.context.date)
  const slot = useSelector(actor, (s) => s.context.slot)
  const delivery = useSelector(actor, (s) => s.context.delivery)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const country = useSelector(actor, (s) => s.context.contact.country)
  const suggesting = useSelector(actor, (s) => s.matches({ DELIVERY: 'suggesting' }))
  const addressesMatch = useSelector(actor, (s) => s.context.addressesMatch)
  const dates = useSelector(actor, (s) => s.context.deliveryDates)
  const { methodPrices } = useOrderSummary(actor)
  const savedAddresses = useSelector(actor, (s) => s.context.savedAddresses)
  const savedAddressId = useSelector(actor, (s) => s.context.savedAddressId)

  if (suggesting) return <AddressSuggestion actor={actor} />

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const shipping = readAddress(data, 'shipping')
    actor.send({
      type: 'checkout.delivery.submitted',
      delivery: { shipping, billing: data.has('billing.firstName') ? readAddress(data, 'billing') : null },
    })
  }
  const methodName = (key: string, name: string) =>
    ({ HD: t`Home delivery`, CC: t`Click and collect`, CR: t`Try and buy`, PS: t`Parcel shop` })[key] ?? name

  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-labelledby="delivery-heading" validationBehavior="aria">
      <h2 id="delivery-heading" tabIndex={-1}>{t`Delivery`}</h2>
      {error && (
        <p className={styles.error} role="alert">
          {i18n._(errorMessages[error])}
        </p>
      )}
      <RadioGroup
        label={t`Delivery method`}
        value={method}
        onChange={(key) => actor.send({ type: 'checkout.delivery.methodSelected', method: key })}
      >
        {methods.map((m) => (
          <Radio key={m.key} value={m.key}>
            <span>{methodName(m.key, m.name)}</span>
            {methodPrices[m.key] && (
              <span className={styles.hint}>
                {methodPrices[m.key]!.centAmount === 0 ? t`Free` : formatMoney(methodPrices[m.key]!, i18n.locale)}
              </span>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {needsStore(method) && (
        <PickupPicker
          kind="stores"
          service={method === 'CR' ? 'tryAndBuy' : 'clickAndCollect'}
          selected={store}
          onSelect={(point) => actor.send({ type: 'checkout.delivery.storeSelected', store: point })}
          search={pickupSearch}
          onSearch={searchPickup}
        />
      )}
      {needsParcelShop(method) && (
        <PickupPicker
          kind="parcel-shops"
          selected={parcelShop}
          onSelect={(point) => actor.send({ type: 'checkout.delivery.parcelShopSelected', parcelShop: point })}
          search={pickupSearch}
          onSearch={searchPickup}
        />
      )}
      {hasTimeSlots(method) && (
        <div className={styles.row}>
          <Select
            name="date"
            label={t`Delivery date`}
            placeholder={t`Choose a date`}
            value={date}
            options={dates.map((d) => ({
              id: d,
              label: i18n.date(new Date(`${d}T12:00:00Z`), {
                weekday: 'long',
                day: 'numeric',
                month: 'numeric',
                timeZone: 'UTC',
              }),
            }))}
            onChange={(value) => actor.send({ type: 'checkout.delivery.slotSelected', date: value })}
          />
          <Select
            name="slot"
            label={t`Time slot`}
            placeholder={t`Choose a time slot`}
            value={slot}
            options={TIME_SLOTS.map((s) => ({ id: s, label: i18n._(slotMessages[s]!) }))}
            onChange={(value) => actor.send({ type: 'checkout.delivery.slotSelected', slot: value })}
          />
        </div>
      )}
      {savedAddresses.length > 0 && (
        <Select
          label={t`Saved addresses`}
          placeholder={t`Choose a saved address`}
          description={t`Fills in the address below; you can still change it.`}
          value={savedAddressId}
          options={savedAddresses.map((address) => ({
            id: address.id,
            label: `${address.label}: ${address.streetName}, ${postalCodeText(address.postalCode, address.country)} ${address.city}`,
          }))}
          onChange={(addressId) => actor.send({ type: 'checkout.delivery.savedAddressChosen', addressId })}
        />
      )}
      <AddressFieldset
        key={savedAddressId ?? 'entered'}
        prefix="shipping"
        legend={method === 'HD' ? t`Shipping address` : t`Your address`}
        address={delivery?.shipping ?? {}}
        country={country}
        errors={fieldErrors}
      />
      {offersSeparateBilling(method) && (
        <Checkbox
          isSelected={addressesMatch}
          onChange={(same) => actor.send({ type: 'checkout.delivery.billingSameChanged', same })}
        >
          {t`Billing address is the same as the shipping address`}
        </Checkbox>
      )}
      {offersSeparateBilling(method) && !addressesMatch && (
        <AddressFieldset
          prefix="billing"
          legend={t`Billing address`}
          address={delivery?.billing ?? {}}
          country={country}
          errors={fieldErrors}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'checkout.step.back' })} isDisabled={busy}>
          {t`Back`}
        </Button>
        <Button type="submit" variant="primary" isPending={busy}>
          {t`Continue to payment`}
        </Button>
      </div>
    </Form>
  )
}
