import type { Context } from 'hono'
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  hasContactFieldErrors,
  type ContactValues,
} from '../../../common/contact-form'
import { localeOfPath } from '../../../common/market'
import { FORM_FLAGS, withFlags } from '../../../common/shop-forms'
import type { ApiEnv } from '../../api/api-env'
import { contactBody, submitContact, type ContactOutcome } from '../../api/contact/contact.routes'
import type { FormEnv } from './form-env'
import { formProblemPage } from './problem-page'

/**
 * The contact form as a plain-HTML post (before or without the page's scripts): the form's own rules, then
 * the API's throttle and bot protection (without scripts no challenge can be solved, so a market with the
 * switch on refuses it with its message); the browser goes back to the page with the answer as a flag.
 */
export async function contactPost(c: Context<FormEnv>) {
  const back = (flag: string) => c.redirect(withFlags(c.var.back, { [FORM_FLAGS.contact]: flag }), 303)
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, (c.var.form[field] ?? '').slice(0, 2000)]),
  ) as ContactValues
  const errors = contactFieldErrors(values)
  if (hasContactFieldErrors(errors))
    return back(
      Object.entries(errors)
        .flatMap(([field, code]) => (code ? [`${field}:${code}`] : []))
        .join('|'),
    )
  const locale = localeOfPath(new URL(c.var.back, 'http://shop.invalid').pathname)
  const body = contactBody.safeParse({ ...values, locale })
  if (!body.success)
    return formProblemPage(c, 400, 'The form was not filled in correctly. Please go back and try again.', c.var.back)
  let outcome: ContactOutcome | null
  try {
    outcome = await submitContact(c as unknown as Context<ApiEnv>, body.data)
  } catch (failure) {
    console.error('contact form failed:', failure instanceof Error ? failure.name : 'unknown error')
    outcome = null
  }
  return back(outcome?.kind === 'sent' ? 'sent' : (outcome?.kind ?? 'serverError'))
}
