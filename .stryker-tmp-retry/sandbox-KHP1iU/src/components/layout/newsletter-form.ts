// @ts-nocheck
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_NAME_MAX,
  type NewsletterFieldError,
} from '../../machines/newsletter/newsletter.rules'

/** The wording of the newsletter form's field errors (spec 5.6). */
export const newsletterMessages: Record<NonNullable<NewsletterFieldError>, MessageDescriptor> = {
  required: msg`This field is required.`,
  email: msg`Please enter a valid email address.`,
  maxCharacters: msg`Please use at most ${NEWSLETTER_EMAIL_MAX} characters.`,
  maxNameCharacters: msg`Please use at most ${NEWSLETTER_NAME_MAX} characters.`,
}
