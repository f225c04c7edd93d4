import type { ContactTopic } from '@common/contact-form'
import { textLanguage, type Locale } from '@common/market'
import { colors, Heading, MailLayout, muted, text } from './layout'
import { mailMessages } from './messages'

export interface ContactMailProps {
  /** The request's id, quoted in both mails so an answer can refer to it. */
  reference: string
  /** The language the shopper wrote in (the confirmation's language). */
  shopperLocale: Locale
  email: string
  firstName: string
  lastName: string
  phone: string
  topic: ContactTopic
  orderNumber: string
  comment: string
}

/** The request's fields as label and value, in the mail's language (empty optional fields left out). */
function rows(locale: Locale, props: ContactMailProps, withLanguage: boolean): Array<[string, string]> {
  const t = mailMessages(locale).contact
  const all: Array<[string, string]> = [
    [t.reference, props.reference],
    [t.name, `${props.firstName} ${props.lastName}`],
    [t.email, props.email],
    [t.phone, props.phone],
    [t.topic, t.topics[props.topic]],
    [t.orderNumber, props.orderNumber],
  ]
  if (withLanguage) {
    const names = new Intl.DisplayNames([textLanguage(locale)], { type: 'language' })
    all.push([t.language, names.of(props.shopperLocale) ?? props.shopperLocale])
  }
  return all.filter(([, value]) => value !== '')
}

const cell = { ...text, margin: '0', padding: '4px 12px 4px 0', verticalAlign: 'top' } as const
const comment = {
  ...text,
  whiteSpace: 'pre-wrap',
  borderLeft: `3px solid ${colors.line}`,
  paddingLeft: '12px',
} as const

function ContactMail({
  locale,
  props,
  kind,
}: {
  locale: Locale
  props: ContactMailProps
  kind: 'request' | 'confirmation'
}) {
  const t = mailMessages(locale).contact
  const request = kind === 'request'
  return (
    <MailLayout
      locale={locale}
      title={
        request
          ? t.requestSubject(t.topics[props.topic], `${props.firstName} ${props.lastName}`)
          : t.confirmationSubject
      }
      preview={request ? t.requestPreview : t.confirmationPreview}
    >
      <Heading>{request ? t.requestHeading : t.confirmationHeading}</Heading>
      {!request && <p style={text}>{t.greeting(props.firstName)}</p>}
      {!request && <p style={text}>{t.confirmationBody}</p>}
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px' }}>
        <tbody>
          {rows(locale, props, request).map(([label, value]) => (
            <tr key={label}>
              <td style={{ ...cell, color: colors.inkMuted }}>{label}</td>
              <td style={cell}>
                <strong>{value}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={muted}>{t.comment}</p>
      <p style={comment}>{props.comment}</p>
    </MailLayout>
  )
}

function contactText(locale: Locale, props: ContactMailProps, kind: 'request' | 'confirmation'): string {
  const t = mailMessages(locale).contact
  const request = kind === 'request'
  return [
    request ? t.requestHeading : t.confirmationHeading,
    '',
    ...(request ? [] : [t.greeting(props.firstName), t.confirmationBody, '']),
    ...rows(locale, props, request).map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.comment}:`,
    props.comment,
    '',
    '--',
    mailMessages(locale).footer,
  ].join('\n')
}

/** The contact form's request as customer service receives it (spec 3.17). */
export const contactRequest = {
  subject: (locale: Locale, props: ContactMailProps) => {
    const t = mailMessages(locale).contact
    return t.requestSubject(t.topics[props.topic], `${props.firstName} ${props.lastName}`)
  },
  element: (locale: Locale, props: ContactMailProps) => <ContactMail locale={locale} props={props} kind="request" />,
  text: (locale: Locale, props: ContactMailProps) => contactText(locale, props, 'request'),
}

/** The confirmation the shopper receives in the language they wrote in. */
export const contactConfirmation = {
  subject: (locale: Locale) => mailMessages(locale).contact.confirmationSubject,
  element: (locale: Locale, props: ContactMailProps) => (
    <ContactMail locale={locale} props={props} kind="confirmation" />
  ),
  text: (locale: Locale, props: ContactMailProps) => contactText(locale, props, 'confirmation'),
}
