import { ORDER_NUMBER_PATTERN, ORDER_TRACKING_LIMITS } from './order-tracking'

/**
 * Rules of the contact form (spec 3.17, 9), shared by the browser's statechart and the API's schema.
 */

/** The topics of spec 9 ("Contact form topics"), in the order the form lists them. */
export const CONTACT_TOPICS = [
  'cancelOrChangeOrder',
  'generalInfo',
  'laceRequest',
  'myAccount',
  'orderStatus',
  'other',
  'productInfo',
  'return',
  'exchange',
  'shoeCare',
  'warranty',
  'website',
  'refunds',
  'promo',
  'shipmentIssues',
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/**
 * Field limits of spec 9: a name 25, a phone 15; the email 70 like the other forms that only pass it on
 * (35 is the checkout's and the account's, which the commerce platform stores); the comment 1 000.
 */
export const CONTACT_LIMITS = {
  email: 70,
  name: 25,
  phone: 15,
  orderNumber: ORDER_TRACKING_LIMITS.orderNumber,
  comment: 1000,
} as const

/** The fields in the order the form shows them: the first in error takes the focus. */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'myQuestion',
  'orderNumber',
  'comment',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export type ContactValues = Record<ContactField, string>

export type ContactFieldError =
  'required' | 'email' | 'maxCharacters' | 'phone' | 'orderNumberInvalid' | 'maxCommentCharacters' | 'topic'
export type ContactFieldErrors = Record<ContactField, ContactFieldError | null>

/** The product's email pattern: something@domain.tld without spaces, a top-level domain of two letters or more. */
export const CONTACT_EMAIL_PATTERN = /^(?!\.)[A-Za-z0-9._%+-]+(?<!\.)@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/
/** A phone number: digits, spaces and an optional leading +. */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9 ]+$/

const isContactTopic = (value: string): value is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(value)

const requiredText = (value: string, max: number): ContactFieldError | null =>
  !value ? 'required' : value.length > max ? 'maxCharacters' : null

/** Spec 3.17 and 9 for the whole form: what is wrong with each field, or null. */
export function contactFieldErrors(values: ContactValues): ContactFieldErrors {
  const v = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as ContactValues
  return {
    firstName: requiredText(v.firstName, CONTACT_LIMITS.name),
    lastName: requiredText(v.lastName, CONTACT_LIMITS.name),
    email: requiredText(v.email, CONTACT_LIMITS.email) ?? (CONTACT_EMAIL_PATTERN.test(v.email) ? null : 'email'),
    phone: !v.phone
      ? null
      : v.phone.length > CONTACT_LIMITS.phone
        ? 'maxCharacters'
        : CONTACT_PHONE_PATTERN.test(v.phone)
          ? null
          : 'phone',
    myQuestion: !v.myQuestion ? 'required' : isContactTopic(v.myQuestion) ? null : 'topic',
    orderNumber: !v.orderNumber
      ? null
      : v.orderNumber.length > CONTACT_LIMITS.orderNumber
        ? 'maxCharacters'
        : ORDER_NUMBER_PATTERN.test(v.orderNumber)
          ? null
          : 'orderNumberInvalid',
    comment: !v.comment ? 'required' : v.comment.length > CONTACT_LIMITS.comment ? 'maxCommentCharacters' : null,
  }
}

export const hasContactFieldErrors = (errors: ContactFieldErrors): boolean =>
  CONTACT_FIELDS.some((field) => errors[field])
