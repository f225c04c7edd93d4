import type { Locale } from '@common/market'
import type { ReturnMethod } from '@common/returns'
import { Heading, MailLayout, muted, text } from './layout'
import { mailMessages } from './messages'

export interface ReturnConfirmationProps {
  orderNumber: string
  firstName?: string | null | undefined
  method: ReturnMethod
  trackingId: string | null
  items: Array<{ name: string; quantity: number }>
}

function ReturnConfirmation({ locale, props }: { locale: Locale; props: ReturnConfirmationProps }) {
  const t = mailMessages(locale).returnConfirmation
  return (
    <MailLayout locale={locale} title={t.subject(props.orderNumber)} preview={t.preview}>
      <Heading>{t.heading}</Heading>
      <p style={text}>{t.greeting(props.firstName ?? null)}</p>
      <p style={text}>{t.body}</p>
      <p style={text}>
        {t.orderNumber}: <strong>{props.orderNumber}</strong>
        {props.trackingId && (
          <>
            <br />
            {t.parcel}: <strong>{props.trackingId}</strong>
          </>
        )}
      </p>
      <p style={text}>
        {t.items}:
        {props.items.map((item, index) => (
          <span key={index}>
            <br />
            {item.quantity}× {item.name}
          </span>
        ))}
      </p>
      <p style={text}>{t.method[props.method]}</p>
      <p style={muted}>{t.label}</p>
    </MailLayout>
  )
}

/** The mail confirming a return the shopper started: what goes back, how, and where the label is. */
export const returnConfirmation = {
  subject: (locale: Locale, props: ReturnConfirmationProps) =>
    mailMessages(locale).returnConfirmation.subject(props.orderNumber),
  element: (locale: Locale, props: ReturnConfirmationProps) => <ReturnConfirmation locale={locale} props={props} />,
  text: (locale: Locale, props: ReturnConfirmationProps) => {
    const t = mailMessages(locale).returnConfirmation
    return [
      t.heading,
      '',
      t.greeting(props.firstName ?? null),
      t.body,
      '',
      `${t.orderNumber}: ${props.orderNumber}`,
      ...(props.trackingId ? [`${t.parcel}: ${props.trackingId}`] : []),
      `${t.items}:`,
      ...props.items.map((item) => `${item.quantity}× ${item.name}`),
      '',
      t.method[props.method],
      t.label,
      '',
      '--',
      mailMessages(locale).footer,
    ].join('\n')
  },
}
