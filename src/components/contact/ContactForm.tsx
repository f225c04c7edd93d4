import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useProvidedActorRef } from '../app/use-provided-actor-ref'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FieldError, Form, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components'
import { FORM_BACK_FIELD, FORM_TOKEN_FIELD, SHOP_FORMS } from '@common/shop-forms'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactFieldError,
  type ContactFieldErrors,
  type ContactTopic,
  type ContactValues,
} from '@common/contact-form'
import {
  contactFormMachine,
  selectContactFailure,
  selectContactFieldErrors,
  selectContactReference,
  selectContactSubmitted,
  selectFirstContactFieldInError,
  type ContactFailure,
} from '../../machines/contact/contact-form.machine'
import { selectCustomer } from '../../machines/session/session.machine'
import { contactActors } from '../../services/contact'
import { useSessionActor, useShopperRender, useShopServices } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { useLayoutLocale, useSiteSettings } from '../layout/layout-context'
import { Button } from '../ui/Button'
import { TextField } from '../ui/TextField'
import * as fieldStyles from '../ui/TextField.css'
import * as styles from './Contact.css'
import { BotProtectionNotice } from '../app/BotProtectionNotice'

/** The topics of spec 9 as the shopper reads them. */
const TOPIC_LABELS: Record<ContactTopic, MessageDescriptor> = {
  cancelOrChangeOrder: msg`Cancel or change an order`,
  generalInfo: msg`General information`,
  laceRequest: msg`Lace request`,
  myAccount: msg`My account`,
  orderStatus: msg`Order status`,
  other: msg`Other`,
  productInfo: msg`Product information`,
  return: msg`Return`,
  exchange: msg`Exchange`,
  shoeCare: msg`Shoe care`,
  warranty: msg`Warranty`,
  website: msg`Website`,
  refunds: msg`Refunds`,
  promo: msg`Promotions and codes`,
  shipmentIssues: msg`Shipment issues`,
}

const FIELD_LIMITS: Partial<Record<ContactField, number>> = {
  firstName: CONTACT_LIMITS.name,
  lastName: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  phone: CONTACT_LIMITS.phone,
  orderNumber: CONTACT_LIMITS.orderNumber,
}

/** The field messages (spec 8.3: required field, max characters, order number, max comment characters). */
function useFieldMessage() {
  const { t } = useLingui()
  return (field: ContactField, error: ContactFieldError | null | undefined): string | undefined => {
    const max = FIELD_LIMITS[field] ?? CONTACT_LIMITS.comment
    switch (error) {
      case 'required':
        return t`This field is required.`
      case 'email':
        return t`Please enter a valid email address.`
      case 'maxCharacters':
        return t`Please use at most ${max} characters.`
      case 'phone':
        return t`Please enter a valid phone number: digits, spaces and a leading +.`
      case 'orderNumberInvalid':
        return t`The order number is not valid. Please use only letters, digits and hyphens.`
      case 'maxCommentCharacters':
        return t`Your message is too long. Please use at most ${max} characters.`
      case 'topic':
        return t`Please choose a topic from the list.`
      default:
        return undefined
    }
  }
}

const FAILURES: Record<string, ContactFailure> = {
  throttled: 'throttled',
  botProtection: 'botProtection',
  serverError: 'general',
}

/** The server's answer to the plain-HTML form (`FORM_FLAGS.contact`): a failure, or the fields' errors. */
function serverAnswerOf(answer: string | null | undefined) {
  if (!answer || answer === 'sent') return { failure: null, fieldErrors: null }
  if (FAILURES[answer]) return { failure: FAILURES[answer], fieldErrors: null }
  const errors = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, null])) as ContactFieldErrors
  for (const pair of answer.split('|')) {
    const [field, code] = pair.split(':')
    if ((CONTACT_FIELDS as readonly string[]).includes(field ?? '') && code)
      errors[field as ContactField] = code as ContactFieldError
  }
  return { failure: null, fieldErrors: errors }
}

const noBotProtection = () => Promise.reject(new Error('This market has no bot protection'))

interface ContactFormProps {
  /** Where the form sits: on its page it confirms in place; in the dialog the confirmation dialog follows. */
  onSent?: (reference: string) => void
  /** Shown once the request was taken, in place of the form (the page's confirmation). */
  done?: (reference: string, restart: () => void) => ReactNode
  /** The server's answer to the form sent without scripts, shown until the shopper sends it again. */
  serverAnswer?: string | null
}

/**
 * The contact form of spec 3.17: the shopper's name, email and phone, the topic of spec 9, an order
 * number and the comment, with the agreement of the site settings (3.22). Its statechart holds the
 * fields' rules, bot protection (7.2) and the request's outcome; the known customer's details are filled in.
 */
export function ContactForm(props: ContactFormProps) {
  const customer = useSelector(useSessionActor(), selectCustomer)
  // A customer known after the form first showed fills it in afresh.
  return <ContactFormFields key={customer?.email ?? ''} {...props} />
}

function ContactFormFields({ onSent, done, serverAnswer }: ContactFormProps) {
  const { t, i18n } = useLingui()
  const locale = useLayoutLocale()
  const settings = useSiteSettings()
  const customer = useSelector(useSessionActor(), selectCustomer)
  const { api, botProtectionToken } = useShopServices()
  const hasBotProtection = settings.marketFeatures.hasBotProtection
  const prefill: Partial<ContactValues> = {
    email: customer?.email ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
  }
  const actor = useProvidedActorRef(
    () =>
      contactFormMachine.provide({
        actors: contactActors(api, hasBotProtection ? botProtectionToken : noBotProtection),
      }),
    // The server's answer to the form sent without scripts stands until the shopper sends the form here.
    { input: { locale, hasBotProtection, prefill, answered: serverAnswerOf(serverAnswer) } },
  )
  const message = useFieldMessage()
  const rendered = useShopperRender()
  const backHref = useRouterState({ select: (state) => state.location.publicHref })
  const errors = useSelector(actor, selectContactFieldErrors)
  const failure = useSelector(actor, selectContactFailure)
  const submitted = useSelector(actor, selectContactSubmitted)
  const reference = useSelector(actor, selectContactReference)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const [commentLength, setCommentLength] = useState(0)

  useEffect(() => {
    const subscriptions = [
      actor.on('contact.sent', (event) => onSent?.(event.reference)),
      actor.on('error.logged', (event) => console.error(event.message, event.error)),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, onSent])

  if (submitted && reference && done) return done(reference, () => actor.send({ type: 'contact.restarted' }))

  const valuesOf = (form: HTMLFormElement): ContactValues => {
    const data = new FormData(form)
    return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as ContactValues
  }
  const edited = () => {
    if (formRef.current) actor.send({ type: 'contact.edited', ...valuesOf(formRef.current) })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    actor.send({ type: 'contact.submitted', ...valuesOf(form) })
    const first = selectFirstContactFieldInError(actor.getSnapshot())
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  const invalid = (field: ContactField) => Boolean(errors?.[field])
  const failureText =
    failure === 'botProtection'
      ? t`We could not verify that you are not a robot. Please try again.`
      : failure === 'throttled'
        ? t`You have sent us several messages in a short time. Please try again later.`
        : failure === 'general'
          ? t`Something went wrong on our side. Please try again later.`
          : null

  return (
    <Form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      // Before (or without) the scripts the form posts to the server, which takes it the same way.
      action={SHOP_FORMS.contact}
      method="post"
      data-testid="contact-form"
    >
      <input type="hidden" name={FORM_TOKEN_FIELD} value={rendered?.formToken ?? ''} />
      <input type="hidden" name={FORM_BACK_FIELD} value={backHref} />
      {failureText && (
        <p className={styles.failure} role="alert">
          {failureText}
        </p>
      )}
      <div className={styles.pair}>
        <TextField
          name="firstName"
          label={t`First name`}
          isRequired
          autoComplete="given-name"
          defaultValue={prefill.firstName}
          onChange={edited}
          isInvalid={invalid('firstName')}
          errorMessage={message('firstName', errors?.firstName)}
        />
        <TextField
          name="lastName"
          label={t`Last name`}
          isRequired
          autoComplete="family-name"
          defaultValue={prefill.lastName}
          onChange={edited}
          isInvalid={invalid('lastName')}
          errorMessage={message('lastName', errors?.lastName)}
        />
      </div>
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        isRequired
        autoComplete="email"
        defaultValue={prefill.email}
        onChange={edited}
        isInvalid={invalid('email')}
        errorMessage={message('email', errors?.email)}
      />
      <TextField
        name="phone"
        type="tel"
        label={t`Phone (optional)`}
        autoComplete="tel"
        onChange={edited}
        isInvalid={invalid('phone')}
        errorMessage={message('phone', errors?.phone)}
      />
      {/* A native select: it works before (and without) the page's scripts, and opens the phone's own picker. */}
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-topic`} className={fieldStyles.label}>{`* ${t`My question is about`}`}</label>
        <select
          id={`${id}-topic`}
          name="myQuestion"
          required
          defaultValue=""
          className={styles.select}
          onChange={edited}
          aria-invalid={invalid('myQuestion') || undefined}
          aria-describedby={invalid('myQuestion') ? `${id}-topic-error` : undefined}
        >
          <option value="" disabled>
            {t`Choose a topic`}
          </option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {i18n._(TOPIC_LABELS[topic])}
            </option>
          ))}
        </select>
        {invalid('myQuestion') && (
          <span id={`${id}-topic-error`} className={fieldStyles.error}>
            {message('myQuestion', errors?.myQuestion)}
          </span>
        )}
      </div>
      <TextField
        name="orderNumber"
        label={t`Order number (optional)`}
        autoComplete="off"
        onChange={edited}
        isInvalid={invalid('orderNumber')}
        errorMessage={message('orderNumber', errors?.orderNumber)}
      />
      <AriaTextField
        name="comment"
        isRequired
        className={fieldStyles.field}
        onChange={(value) => {
          setCommentLength(value.length)
          edited()
        }}
        isInvalid={invalid('comment')}
      >
        <Label className={fieldStyles.label}>{`* ${t`Your message`}`}</Label>
        <TextArea className={styles.textarea} rows={6} />
        <Text slot="description" className={styles.counter} data-testid="contact-comment-counter">
          {t`${commentLength} of ${CONTACT_LIMITS.comment} characters`}
        </Text>
        <FieldError className={fieldStyles.error}>{message('comment', errors?.comment)}</FieldError>
      </AriaTextField>
      {settings.contactFormAgreement && <p className={styles.agreement}>{settings.contactFormAgreement}</p>}
      <BotProtectionNotice />
      <Button type="submit" variant="primary" isPending={busy}>
        {t`Send message`}
      </Button>
    </Form>
  )
}
