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

type LinkKind = 'verification' | 'passwordReset' | 'existingAccount'
type LinkTexts = (typeof mailMessages)[Locale][LinkKind]

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
    mailMessages[locale].footer,
  ].join('\n')
}

/** A mail that carries one link, in the texts of its kind. */
function linkMail(kind: LinkKind) {
  return {
    subject: (locale: Locale) => mailMessages[locale][kind].subject,
    element: (locale: Locale, props: LinkMailProps) => (
      <LinkMail locale={locale} texts={mailMessages[locale][kind]} props={props} />
    ),
    text: (locale: Locale, props: LinkMailProps) => linkText(locale, mailMessages[locale][kind], props),
  }
}

export const emailVerification = linkMail('verification')
export const passwordReset = linkMail('passwordReset')
/** To the owner of an address someone tried to sign up with again: a password-reset link instead of a second account. */
export const existingAccount = linkMail('existingAccount')
