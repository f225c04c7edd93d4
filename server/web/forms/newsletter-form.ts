import type { Context } from 'hono'
import { z } from 'zod'
import { FORM_FLAGS, withFlags } from '../../../common/shop-forms'
import {
  CONSENT_KEYS,
  hasNewsletterFieldErrors,
  isNewsletterHidden,
  NEWSLETTER_FIELDS,
  newsletterFieldErrors,
} from '../../../src/machines/newsletter/newsletter.rules'
import type { ApiEnv } from '../../api/api-env'
import { marketSwitches, siteSettingsDocument } from '../../api/content/market-switches'
import {
  BOT_PROTECTION_SERVICE,
  subscribeToNewsletter,
  subscriptionBody,
  type SubscriptionOutcome,
} from '../../api/email-subscription/email-subscription.routes'
import type { FormEnv } from './form-env'
import { formProblemPage } from './problem-page'

/** The newsletter setting of a language's site settings as stored (spec 3.22, 4.11); anything else reads as none. */
const storedPolicy = z.looseObject({
  kestrelNewsletter: z.looseObject({ policyAgreement: z.string().nullish() }).nullish().catch(null),
})

async function newsletterPolicy(c: Context<FormEnv>, locale: string) {
  const parsed = storedPolicy.safeParse(await siteSettingsDocument(c.var.deps.db, locale))
  return parsed.success ? (parsed.data.kestrelNewsletter ?? null) : null
}

/**
 * The newsletter sign-up as a plain-HTML post (before or without the page's scripts): the form's own rules
 * (spec 5.6: the name in the extended form, the email, the policy box where there is an agreement), then the
 * sign-up of the JSON call. Without scripts no bot-protection challenge can be solved, so a market with the
 * switch on refuses it with its message. The browser goes back to the page, at the block, with the answer as a
 * flag: 'sent', 'botProtection', 'serverError', or the fields' errors as `field:code` pairs joined by `|`.
 */
export async function newsletterPost(c: Context<FormEnv>) {
  // The page comes back at the block (its id), with the answer.
  const back = (answer: string) =>
    c.redirect(withFlags(`${c.var.back.split('#')[0]}#newsletter`, { [FORM_FLAGS.newsletter]: answer }), 303)
  // The page's language, as the form guard read it from the page to return to.
  const { locale } = c.var
  const values = {
    name: (c.var.form.name ?? '').slice(0, 200),
    email: (c.var.form.email ?? '').slice(0, 200),
    policy: c.var.form.policy !== undefined,
  }
  let outcome: SubscriptionOutcome | null
  try {
    const policy = await newsletterPolicy(c, locale)
    const visibility = { pathname: '', createAccountSlugs: [], isLoggedIn: false, activeConsentTypes: [], policy }
    if (isNewsletterHidden(visibility)) return formProblemPage(c, 404, 'This market has no newsletter.', c.var.back)
    const switches = await marketSwitches(c.var.deps.db, locale)
    const errors = newsletterFieldErrors(values, {
      extended: switches.extendedNewsletter,
      policyRequired: Boolean(policy?.policyAgreement),
    })
    if (hasNewsletterFieldErrors(errors))
      return back(NEWSLETTER_FIELDS.flatMap((field) => (errors[field] ? [`${field}:${errors[field]}`] : [])).join('|'))
    const body = subscriptionBody.safeParse({
      email: values.email.trim(),
      name: switches.extendedNewsletter ? values.name.trim() : '',
      ...CONSENT_KEYS,
      locale,
      [`${BOT_PROTECTION_SERVICE}Token`]: null,
    })
    if (!body.success)
      return formProblemPage(c, 400, 'The form was not filled in correctly. Please go back and try again.', c.var.back)
    outcome = await subscribeToNewsletter(c as unknown as Context<ApiEnv>, body.data)
  } catch (failure) {
    console.error('newsletter form failed:', failure instanceof Error ? failure.name : 'unknown error')
    outcome = null
  }
  if (outcome?.kind === 'subscribed') return back('sent')
  if (outcome?.kind === 'nameRequired') return back('name:required')
  return back(outcome?.kind ?? 'serverError')
}
