import type { Locale } from '@common/market'
import { Button, Heading, LinkFallback, MailLayout, muted, text } from './layout'
import { mailMessages } from './messages'

export interface LinkMailProps {
  /** The link the mail carries (with its token): to the shop's verification or password-reset page. */
  url: string
  /** The customer's first name, when known. */
  firstName?: string | null | undefined
  /** How long the link is valid. */
  validHours: number
}

type LinkTexts = ReturnType<typeof mailMessages>['verification' | 'passwordReset']

function LinkMail({ locale, texts, props }: { locale: Locale; texts: LinkTexts; props: LinkMailProps }) {
  return (
    <MailLayout locale={locale} title={texts.subject} preview={texts.preview}>
      <Heading>{texts.heading}</Heading>
      <p style={text}>{texts.greeting(props.firstName ?? null)}</p>
      <p style={text}>{texts.body}</p>
      <Button href={props.url}>{texts.button}</Button>
      <p style={muted}>{texts.expiry(props.validHours)}</p>
      <LinkFallback locale={locale} href={props.url} />
      <p style={muted}>{texts.ignore}</p>
    </MailLayout>
  )
}

function linkText(locale: Locale, texts: LinkTexts, props: LinkMailProps): string {
  return [
    texts.heading,
    '',
    texts.greeting(props.firstName ?? null),
    texts.body,
    '',
    `${texts.button}: ${props.url}`,
    '',
    texts.expiry(props.validHours),
    texts.ignore,
    '',
    '--',
    mailMessages(locale).footer,
  ].join('\n')
}

export const emailVerification = {
  subject: (locale: Locale) => mailMessages(locale).verification.subject,
  element: (locale: Locale, props: LinkMailProps) => (
    <LinkMail locale={locale} texts={mailMessages(locale).verification} props={props} />
  ),
  text: (locale: Locale, props: LinkMailProps) => linkText(locale, mailMessages(locale).verification, props),
}

export const passwordReset = {
  subject: (locale: Locale) => mailMessages(locale).passwordReset.subject,
  element: (locale: Locale, props: LinkMailProps) => (
    <LinkMail locale={locale} texts={mailMessages(locale).passwordReset} props={props} />
  ),
  text: (locale: Locale, props: LinkMailProps) => linkText(locale, mailMessages(locale).passwordReset, props),
}
