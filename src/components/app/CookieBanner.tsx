import { useLingui } from '@lingui/react/macro'
import { useSelector } from './use-selector'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../ui/Button'
import {
  NECESSARY_CATEGORY,
  selectConsentCategories,
  selectConsentChoosing,
  selectConsentOpen,
} from '../../machines/consent/consent.machine'
import { useConsentActor } from './shop'
import * as styles from './CookieBanner.css'

// The category check boxes load when the shopper chooses to pick categories.
const CookieCategories = lazy(() => import('./CookieCategories'))

/** The cookie-consent banner: accept all, reject, or choose categories; reopened by `useCookieSettings().open()`. */
export default function CookieBanner() {
  const { t } = useLingui()
  const consent = useConsentActor()
  const isOpen = useSelector(consent, selectConsentOpen)
  const isChoosing = useSelector(consent, selectConsentChoosing)
  const accepted = useSelector(consent, selectConsentCategories)
  const headingId = useId()
  const bannerRef = useRef<HTMLElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const [choice, setChoice] = useState<string[] | null>(null)
  const chosen = choice ?? (accepted ? accepted.split(' ') : [NECESSARY_CATEGORY])
  const send = (event: Parameters<typeof consent.send>[0]) => {
    setChoice(null)
    consent.send(event)
  }

  const labels: Record<string, string> = {
    cookie_cat_necessary: t`Necessary`,
    cookie_cat_preference: t`Preferences`,
    cookie_cat_statistic: t`Statistics`,
    cookie_cat_marketing: t`Marketing`,
  }

  // Keyboard users land in the banner when it opens and return where they were when it closes.
  // Focus moves in a task of its own: on a new page that is right after hydration, whose work it
  // would otherwise lengthen by a full layout of the page.
  useEffect(() => {
    if (isOpen) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null
      const focusing = window.setTimeout(() => bannerRef.current?.focus({ preventScroll: true }))
      return () => window.clearTimeout(focusing)
    } else {
      returnFocus.current?.focus()
      returnFocus.current = null
    }
  }, [isOpen])

  if (!isOpen) return null
  return (
    <section
      ref={bannerRef}
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="cookie-banner"
    >
      <h2 id={headingId} className={styles.heading}>
        {t`Cookies on this site`}
      </h2>
      <p className={styles.text}>
        {t`We use necessary cookies to run the shop. With your consent we also use cookies to remember your preferences, measure visits and show relevant offers.`}
      </p>
      {isChoosing && (
        <Suspense fallback={null}>
          <CookieCategories
            value={[NECESSARY_CATEGORY, ...chosen.filter((c) => c !== NECESSARY_CATEGORY)]}
            onChange={setChoice}
            labels={labels}
          />
        </Suspense>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => send({ type: 'consent.acceptedAll' })}>
          {t`Accept all`}
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'consent.rejected' })}>
          {t`Reject all`}
        </Button>
        {isChoosing ? (
          <Button variant="secondary" onPress={() => send({ type: 'consent.saved', categories: chosen })}>
            {t`Save my choice`}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => send({ type: 'consent.choosing' })}>
            {t`Let me choose`}
          </Button>
        )}
      </div>
    </section>
  )
}
