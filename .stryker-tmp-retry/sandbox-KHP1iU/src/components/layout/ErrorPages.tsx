// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { Link } from '../ui/Link'
import { useLocaleParams } from './useLocaleParams'

/** The 404 page of spec 2.7. */
export function NotFoundPage() {
  const { t } = useLingui()
  const params = useLocaleParams()
  return (
    <section aria-labelledby="error-heading">
      <h1 id="error-heading">{t`Page not found`}</h1>
      <p>{t`The page you are looking for does not exist or has moved.`}</p>
      <Link to="/{-$locale}" params={params}>
        {t`Back to the home page`}
      </Link>
    </section>
  )
}

/** The 500 page of spec 2.7: shown when rendering a page fails. */
export function ServerErrorPage() {
  const { t } = useLingui()
  return (
    <section aria-labelledby="error-heading">
      <h1 id="error-heading">{t`Something went wrong`}</h1>
      <p>{t`We could not show this page. Please try again in a moment.`}</p>
    </section>
  )
}
