import { useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { addressBookMachine, selectFormOpen, selectIsBusy } from '../../machines/account/address-book.machine'
import type { AddressBook, SavedAddress } from '../../machines/account/address-book.types'
import { addressBookActors } from '../../services/address-book'
import { useSessionActor, useShopServices } from '../app/shop'
import { useModalSlot } from '../app/use-modal-slot'
import { useSelector } from '../app/use-selector'
import { postalCodeText } from '@common/postal-codes'
import { addressLines } from '../ui/address-lines'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { addressBookFailures, addressBookNotices } from './account-messages'
import { AddressForm } from './AddressForm'
import { AddressBookSuggestion } from './AddressBookSuggestion'
import * as styles from './Account.css'

/** Spec 3.6: the shopper state's `me.customer` takes each answer by the merge rules of 4.6. */
const incoming = (book: AddressBook) => ({
  id: book.id,
  version: book.version,
  addresses: book.addresses.map((address) => ({ ...address })),
  defaultShippingAddressId: book.defaultShippingAddressId,
})

/** The address book (spec 2.7): saved addresses, each to edit, delete or make a default; a new one. */
export function AddressBookPage() {
  const { t, i18n } = useLingui()
  const { api } = useShopServices()
  const session = useSessionActor()
  const machine = useMemo(() => addressBookMachine.provide({ actors: addressBookActors(api) }), [api])
  const actor = useActorRef(machine)
  useEffect(() => {
    const subscription = actor.on('addressBook.changed', ({ book }) =>
      session.send({ type: 'session.addresses.received', addressBook: incoming(book) }),
    )
    return () => subscription.unsubscribe()
  }, [actor, session])

  const book = useSelector(actor, (s) => s.context.book)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failedToLoad = useSelector(actor, (s) => s.matches('failed'))
  const formOpen = useSelector(actor, selectFormOpen)
  const suggesting = useSelector(actor, (s) => s.matches('suggesting'))
  const busy = useSelector(actor, selectIsBusy)
  const editingId = useSelector(actor, (s) => s.context.editingId)
  const draft = useSelector(actor, (s) => s.context.draft)
  const draftRevision = useSelector(actor, (s) => s.context.draftRevision)
  const errors = useSelector(actor, (s) => s.context.errors)
  const failure = useSelector(actor, (s) => s.context.failure)
  const notice = useSelector(actor, (s) => s.context.notice)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const confirming = useSelector(actor, (s) => s.matches('confirmingDelete') || s.matches('deleting'))
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const dialogOpen = useModalSlot('deleteAddress', confirming, () =>
    actor.send({ type: 'addressBook.delete.cancelled' }),
  )
  const toDelete = book?.addresses.find((address) => address.id === pendingDelete)

  return (
    <section className={styles.main} aria-labelledby="addresses-heading" aria-busy={busy} data-testid="address-book">
      <h1 id="addresses-heading" className={styles.heading}>
        {t`Address book`}
      </h1>
      <div role="status" aria-live="polite">
        {notice && <p className={styles.success}>{i18n._(addressBookNotices[notice])}</p>}
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {i18n._(addressBookFailures[failure])}
        </p>
      )}
      {loading && <p role="status">{t`Loading…`}</p>}
      {failedToLoad && (
        <Button variant="secondary" onPress={() => actor.send({ type: 'addressBook.retried' })}>
          {t`Try again`}
        </Button>
      )}
      {book && !formOpen && !suggesting && (
        <>
          {book.addresses.length === 0 ? (
            <p>{t`You have no saved addresses yet.`}</p>
          ) : (
            <ul className={styles.cards} aria-label={t`Saved addresses`}>
              {book.addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  book={book}
                  locale={i18n.locale}
                  busy={busy}
                  onEdit={() => actor.send({ type: 'addressBook.edit.requested', addressId: address.id })}
                  onDelete={() => actor.send({ type: 'addressBook.delete.requested', addressId: address.id })}
                  onDefault={(kind) =>
                    actor.send({ type: 'addressBook.default.requested', addressId: address.id, kind })
                  }
                />
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => actor.send({ type: 'addressBook.add.requested' })}>
              {t`Add a new address`}
            </Button>
          </div>
        </>
      )}
      {formOpen && (
        <AddressForm
          key={draftRevision}
          heading={editingId ? t`Edit address` : t`New address`}
          draft={draft}
          errors={errors}
          busy={busy}
          onEdited={(edited) => actor.send({ type: 'addressBook.form.edited', draft: edited })}
          onSubmit={(submitted) => actor.send({ type: 'addressBook.form.submitted', draft: submitted })}
          onCancel={() => actor.send({ type: 'addressBook.form.cancelled' })}
        />
      )}
      {suggesting && <AddressBookSuggestion actor={actor} />}
      <Modal
        isOpen={dialogOpen}
        onDismiss={() => actor.send({ type: 'addressBook.delete.cancelled' })}
        title={t`Delete this address?`}
        closeLabel={t`Close`}
      >
        <div className={styles.form} data-testid="delete-address-dialog">
          {toDelete && (
            <p>
              {toDelete.addressName}: {toDelete.streetName},{' '}
              {toDelete.postalCode && postalCodeText(toDelete.postalCode, toDelete.country)} {toDelete.city}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              variant="primary"
              isPending={deleting}
              onPress={() => actor.send({ type: 'addressBook.delete.confirmed' })}
            >
              {t`Delete address`}
            </Button>
            <Button
              variant="secondary"
              isDisabled={deleting}
              onPress={() => actor.send({ type: 'addressBook.delete.cancelled' })}
            >
              {t`Keep address`}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  )
}

function AddressCard({
  address,
  book,
  locale,
  busy,
  onEdit,
  onDelete,
  onDefault,
}: {
  address: SavedAddress
  book: AddressBook
  locale: string
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onDefault: (kind: 'shipping' | 'billing') => void
}) {
  const { t } = useLingui()
  const isShipping = book.defaultShippingAddressId === address.id
  const isBilling = book.defaultBillingAddressId === address.id
  const name = address.addressName || address.streetName
  const headingId = `address-${address.id}`
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="address-card">
      <h2 id={headingId} className={styles.cardTitle}>
        {name}
      </h2>
      {(isShipping || isBilling) && (
        <p className={styles.badges}>
          {isShipping && <span className={styles.badge}>{t`Default delivery address`}</span>}
          {isBilling && <span className={styles.badge}>{t`Default billing address`}</span>}
        </p>
      )}
      <address className={styles.address}>
        {addressLines(address, locale, { title: true, phone: true }).map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onEdit} isDisabled={busy} aria-label={t`Edit ${name}`}>
          {t`Edit`}
        </Button>
        <Button variant="secondary" onPress={onDelete} isDisabled={busy} aria-label={t`Delete ${name}`}>
          {t`Delete`}
        </Button>
      </div>
      <div className={styles.actions}>
        {!isShipping && (
          <Button
            variant="quiet"
            onPress={() => onDefault('shipping')}
            isDisabled={busy}
            aria-label={t`Make ${name} my default delivery address`}
          >
            {t`Make default delivery address`}
          </Button>
        )}
        {!isBilling && (
          <Button
            variant="quiet"
            onPress={() => onDefault('billing')}
            isDisabled={busy}
            aria-label={t`Make ${name} my default billing address`}
          >
            {t`Make default billing address`}
          </Button>
        )}
      </div>
    </li>
  )
}
