import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { localHref } from '../../services/navigation-links'
import { Button } from '../ui/Button'
import { Link } from '../ui/Link'
import { PlainTextField } from '../ui/PlainTextField'
import { ContentLink } from './ContentLink'
import * as styles from './ErrorPages.css'
import { useLayoutLocale, useNavigation } from './layout-context'
import { useLocaleParams } from './useLocaleParams'

/** The error pages' document titles (the root route's `head()` sets them: a page no route matched has no head of its own). */
export const ERROR_TITLES = { notFound: msg`Page not found`, error: msg`Something went wrong` }

/**
 * The 404 page of spec 2.7: what the shopper came for may still be here, so the page offers the search
 * (a plain GET form to the search page, which works before and without the scripts), the main
 * menu's departments and customer service, besides the way home.
 */
export function NotFoundPage() {
  const { t } = useLingui()
  const params = useLocaleParams()
  const locale = useLayoutLocale()
  const { items } = useNavigation()
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <h1 id="error-heading" className={styles.heading}>
        {t(ERROR_TITLES.notFound)}
      </h1>
      <p className={styles.text}>{t`The page you are looking for does not exist or has moved.`}</p>
      <form method="get" action={localHref('/search', locale)} role="search" className={styles.search}>
        <div className={styles.searchField}>
          <PlainTextField type="search" name="q" label={t`Search products`} maxLength={100} />
        </div>
        <Button type="submit">{t`Search`}</Button>
      </form>
      {items.length > 0 && (
        <nav aria-labelledby="error-departments" className={styles.departments}>
          <h2 id="error-departments" className={styles.subheading}>
            {t`Shop by department`}
          </h2>
          <ul className={styles.links}>
            {items.map((item) => (
              <li key={item.id}>
                <ContentLink href={item.primaryLink.completeSlug} className={styles.link}>
                  {item.primaryLink.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={styles.text}>
        <Link to="/{-$locale}" params={params}>
          {t`Back to the home page`}
        </Link>
        {' · '}
        <ContentLink href="/customer-service">{t`Customer service`}</ContentLink>
      </p>
    </section>
  )
}

/** The 500 page of spec 2.7: shown when rendering a page fails. */
export function ServerErrorPage() {
  const { t } = useLingui()
  return (
    <section aria-labelledby="error-heading">
      <h1 id="error-heading">{t(ERROR_TITLES.error)}</h1>
      <p>{t`We could not show this page. Please try again in a moment.`}</p>
    </section>
  )
}
