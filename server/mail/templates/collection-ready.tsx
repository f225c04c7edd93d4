import type { Locale } from '@common/market'
import { Heading, MailLayout, muted, text } from './layout'
import { mailMessages } from './messages'

export interface CollectionReadyProps {
  orderNumber: string
  firstName?: string | null | undefined
  /** The store the shopper chose, and its address (one line). */
  store: { name: string; address: string }
}

function CollectionReady({ locale, props }: { locale: Locale; props: CollectionReadyProps }) {
  const t = mailMessages(locale).collectionReady
  return (
    <MailLayout locale={locale} title={t.subject(props.orderNumber)} preview={t.preview(props.store.name)}>
      <Heading>{t.heading}</Heading>
      <p style={text}>{t.greeting(props.firstName ?? null)}</p>
      <p style={text}>{t.body}</p>
      <p style={text}>
        {t.orderNumber}: <strong>{props.orderNumber}</strong>
      </p>
      <p style={text}>
        {t.store}: <strong>{props.store.name}</strong>
        <br />
        {props.store.address}
      </p>
      <p style={muted}>{t.bring}</p>
    </MailLayout>
  )
}

/** The mail telling a shopper their click-and-collect order waits in the store they chose (issue 18). */
export const collectionReady = {
  subject: (locale: Locale, props: CollectionReadyProps) =>
    mailMessages(locale).collectionReady.subject(props.orderNumber),
  element: (locale: Locale, props: CollectionReadyProps) => <CollectionReady locale={locale} props={props} />,
  text: (locale: Locale, props: CollectionReadyProps) => {
    const t = mailMessages(locale).collectionReady
    return [
      t.heading,
      '',
      t.greeting(props.firstName ?? null),
      t.body,
      '',
      `${t.orderNumber}: ${props.orderNumber}`,
      `${t.store}: ${props.store.name}, ${props.store.address}`,
      '',
      t.bring,
      '',
      '--',
      mailMessages(locale).footer,
    ].join('\n')
  },
}
