import { useLingui } from '@lingui/react/macro'
import { ContentLink } from '../layout/ContentLink'
import { NewsletterForm, useNewsletter, type Policy } from '../layout/NewsletterBlock'
import * as styles from './NewsletterPage.css'

/**
 * `/newsletter` (spec 4.11, 5.6, 7.2): the newsletter sign-up as a page, with the name where the market has
 * the extended form, the policy box when a policy agreement is configured, and bot protection per market.
 * Where the block would be hidden because the customer already subscribed, the page says so.
 */
export function NewsletterPage({
  policy,
  extended,
  hasBotProtection,
}: {
  policy: Policy
  extended: boolean
  hasBotProtection: boolean
}) {
  const { t } = useLingui()
  const newsletter = useNewsletter({ policy, extended, hasBotProtection })
  return (
    <section
      id="newsletter"
      className={styles.page}
      aria-labelledby="newsletter-page-heading"
      data-testid="newsletter-page"
    >
      <h1 id="newsletter-page-heading" className={styles.heading}>
        {policy.title}
      </h1>
      <p className={styles.text}>{policy.description}</p>
      <div className={styles.panel}>
        {newsletter.succeeded ? (
          <div role="status" data-testid="newsletter-page-success">
            <h2 className={styles.subheading}>{policy.successHeader}</h2>
            <p className={styles.text}>{policy.successDescription}</p>
          </div>
        ) : newsletter.hidden ? (
          <div role="status" data-testid="newsletter-page-subscribed">
            <h2 className={styles.subheading}>{t`You are subscribed to our newsletter`}</h2>
            <p className={styles.text}>
              {t`You will hear about new collections, offers and shoe care tips first.`}{' '}
              <ContentLink href="/my-account/subscriptions" className={styles.link}>
                {t`Manage your subscriptions`}
              </ContentLink>
            </p>
          </div>
        ) : (
          <NewsletterForm
            extended={extended}
            policyAgreement={policy.policyAgreement ?? null}
            namePrefill={newsletter.namePrefill}
            emailPrefill={newsletter.emailPrefill}
            locked={newsletter.locked}
            busy={newsletter.busy}
            errors={newsletter.errors}
            failure={newsletter.failure}
            onEdit={newsletter.edit}
            onSubmit={newsletter.submit}
          />
        )}
      </div>
    </section>
  )
}
