import { renderToStaticMarkup } from 'react-dom/server'
import type { Locale } from '@common/market'
import { emailVerification, existingAccount, passwordReset, type LinkMailProps } from './link-mails'
import { orderConfirmation, type OrderConfirmationProps } from './order-confirmation'

interface RenderedMail {
  subject: string
  html: string
  text: string
}

/** The mails the shop sends, each with what its template needs. */
export type MailContent =
  | { kind: 'email-verification'; props: LinkMailProps }
  | { kind: 'password-reset'; props: LinkMailProps }
  | { kind: 'existing-account'; props: LinkMailProps }
  | { kind: 'order-confirmation'; props: OrderConfirmationProps }

const LINK_MAILS = {
  'email-verification': emailVerification,
  'password-reset': passwordReset,
  'existing-account': existingAccount,
}

/**
 * A mail from its React template: the HTML part rendered to static markup, and a plain-text part
 * written from the same texts (both in the mail's locale).
 */
export function renderMail(content: MailContent, locale: Locale): RenderedMail {
  const html = (element: React.ReactElement) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`
  switch (content.kind) {
    case 'email-verification':
    case 'password-reset':
    case 'existing-account': {
      const mail = LINK_MAILS[content.kind]
      return {
        subject: mail.subject(locale),
        html: html(mail.element(locale, content.props)),
        text: mail.text(locale, content.props),
      }
    }
    case 'order-confirmation':
      return {
        subject: orderConfirmation.subject(locale, content.props),
        html: html(orderConfirmation.element(locale, content.props)),
        text: orderConfirmation.text(locale, content.props),
      }
  }
}
