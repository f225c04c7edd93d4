import { renderToStaticMarkup } from 'react-dom/server'
import type { Locale } from '@common/market'
import { collectionReady, type CollectionReadyProps } from './collection-ready'
import { contactConfirmation, contactRequest, type ContactMailProps } from './contact'
import { emailVerification, passwordReset, type LinkMailProps } from './link-mails'
import { orderConfirmation, type OrderConfirmationProps } from './order-confirmation'
import { returnConfirmation, type ReturnConfirmationProps } from './return-confirmation'

interface RenderedMail {
  subject: string
  html: string
  text: string
}

/** The mails the shop sends, each with what its template needs. */
export type MailContent =
  | { kind: 'email-verification'; props: LinkMailProps }
  | { kind: 'password-reset'; props: LinkMailProps }
  | { kind: 'order-confirmation'; props: OrderConfirmationProps }
  | { kind: 'collection-ready'; props: CollectionReadyProps }
  | { kind: 'return-confirmation'; props: ReturnConfirmationProps }
  | { kind: 'contact-request'; props: ContactMailProps }
  | { kind: 'contact-confirmation'; props: ContactMailProps }

/**
 * A mail from its React template: the HTML part rendered to static markup, and a plain-text part
 * written from the same texts (both in the mail's locale).
 */
export function renderMail(content: MailContent, locale: Locale): RenderedMail {
  const html = (element: React.ReactElement) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`
  switch (content.kind) {
    case 'email-verification':
      return {
        subject: emailVerification.subject(locale),
        html: html(emailVerification.element(locale, content.props)),
        text: emailVerification.text(locale, content.props),
      }
    case 'password-reset':
      return {
        subject: passwordReset.subject(locale),
        html: html(passwordReset.element(locale, content.props)),
        text: passwordReset.text(locale, content.props),
      }
    case 'order-confirmation':
      return {
        subject: orderConfirmation.subject(locale, content.props),
        html: html(orderConfirmation.element(locale, content.props)),
        text: orderConfirmation.text(locale, content.props),
      }
    case 'collection-ready':
      return {
        subject: collectionReady.subject(locale, content.props),
        html: html(collectionReady.element(locale, content.props)),
        text: collectionReady.text(locale, content.props),
      }
    case 'return-confirmation':
      return {
        subject: returnConfirmation.subject(locale, content.props),
        html: html(returnConfirmation.element(locale, content.props)),
        text: returnConfirmation.text(locale, content.props),
      }
    case 'contact-request':
      return {
        subject: contactRequest.subject(locale, content.props),
        html: html(contactRequest.element(locale, content.props)),
        text: contactRequest.text(locale, content.props),
      }
    case 'contact-confirmation':
      return {
        subject: contactConfirmation.subject(locale),
        html: html(contactConfirmation.element(locale, content.props)),
        text: contactConfirmation.text(locale, content.props),
      }
  }
}
