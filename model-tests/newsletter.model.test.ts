import { newsletterMachine, type NewsletterInput } from '../src/machines/newsletter/newsletter.machine'
import type { NewsletterVisibility } from '../src/machines/newsletter/newsletter.rules'
import { describeModel } from './support/model'

const visible: NewsletterVisibility = {
  pathname: '/',
  createAccountSlugs: ['create-account'],
  isLoggedIn: false,
  activeConsentTypes: [],
  policy: { text: 'policy' },
}
const input = (hasBotProtection: boolean): NewsletterInput => ({
  visibility: visible,
  customer: null,
  locale: 'cs-CZ',
  hasBotProtection,
})

describeModel('newsletter', newsletterMachine, {
  inputs: [input(false), input(true)],
  events: {
    domain: [
      { type: 'newsletter.context.changed', visibility: { ...visible, pathname: '/create-account' }, customer: null },
      { type: 'newsletter.context.changed', visibility: visible, customer: null },
      { type: 'newsletter.submitted', email: 'eva@example.cz', name: 'Eva' },
      // Spec 5.6: an address that is not one keeps the form with its error; typing then re-checks it.
      { type: 'newsletter.submitted', email: 'eva@example', name: 'Eva' },
      { type: 'newsletter.edited', email: 'eva@example.cz', name: 'Eva' },
    ],
    outputs: { getBotProtectionToken: ['tok'], subscribe: [{ email: 'eva@example.cz' }] },
  },
  requireEveryTransition: true,
})
