// @ts-nocheck
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AddressBookFailure, AddressBookNotice } from '../../machines/account/address-book.types'
import { fieldMessages } from '../checkout/checkout-messages'

/** The address form's field errors: the checkout's, and the ones only a saved address has. */
export const addressFieldMessages: Record<string, MessageDescriptor> = {
  ...fieldMessages,
  titleRequired: msg`Please enter a title to make this your default delivery address.`,
}

export const addressBookFailures: Record<AddressBookFailure, MessageDescriptor> = {
  load: msg`Your addresses could not be loaded.`,
  validate: msg`The address could not be checked. Please try again.`,
  save: msg`The address could not be saved. Please try again.`,
  delete: msg`The address could not be deleted. Please try again.`,
  default: msg`The default address could not be changed. Please try again.`,
}

export const addressBookNotices: Record<AddressBookNotice, MessageDescriptor> = {
  saved: msg`The address has been saved.`,
  deleted: msg`The address has been deleted.`,
  defaultSet: msg`Your default address has been changed.`,
}

/** Spec 4.10 states of an order, its payment and its shipment. */
export const orderStateMessages: Record<string, MessageDescriptor> = {
  Open: msg`Open`,
  Confirmed: msg`Confirmed`,
  Complete: msg`Complete`,
  Cancelled: msg`Cancelled`,
}
export const paymentStateMessages: Record<string, MessageDescriptor> = {
  BalanceDue: msg`Balance due`,
  CreditOwed: msg`Credit owed`,
  Failed: msg`Payment failed`,
  Paid: msg`Paid`,
  Pending: msg`Payment pending`,
}
export const shipmentStateMessages: Record<string, MessageDescriptor> = {
  Backorder: msg`Backordered`,
  Canceled: msg`Shipment cancelled`,
  Delayed: msg`Delayed`,
  Delivered: msg`Delivered`,
  Partial: msg`Partly shipped`,
  Pending: msg`Being prepared`,
  Ready: msg`Ready`,
  Shipped: msg`Shipped`,
}

/** A state's label, or the state's own name when the catalog has none (a state the platform adds later). */
export const stateLabel = (
  messages: Record<string, MessageDescriptor>,
  state: string | null | undefined,
  translate: (message: MessageDescriptor) => string,
): string => (state ? (messages[state] ? translate(messages[state]) : state) : '—')
