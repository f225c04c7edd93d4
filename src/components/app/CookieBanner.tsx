import { useLingui } from '@lingui/react/macro'
import { useSelector } from './use-selector'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { Button } from '../ui/Button'
import { selectConsentChoosing, selectConsentChosen, selectConsentOpen } from '../../machines/consent/consent.machine'
import { selectIsModalOpen } from '../../machines/modal/modal.machine'
import { useConsentActor, useModalActor } from './shop'
import * as styles from './CookieBanner.css'
import { ShopForm } from './ShopForm'
import { SHOP_FORMS } from '@common/shop-forms'

/** The field the banner's form answers with: `all` or `necessary` (`CONSENT_CHOICES`). */
const CHOICE_FIELD = 'choice'

// The category check boxes load when the shopper chooses to pick categories.
const CookieCategories = lazy(() => import('./CookieCategories'))

const selectBannerShown = selectIsModalOpen('cookieBanner')

/**
 * The cookie-consent banner: accept all, reject, or choose categories; reopened by `useCookieSettings().open()`.
 * One dialog at a time (spec 2.6): it is shown while the modal machine gives it its turn, and waits while
 * another dialog is open.
 */
export default function CookieBanner() {
  const { t } = useLingui()
  const consent = useConsentActor()
  const asking = useSelector(consent, selectConsentOpen)
  const hasTurn = useSelector(useModalActor(), selectBannerShown)
  const isOpen = asking && hasTurn
  const isChoosing = useSelector(consent, selectConsentChoosing)
  const chosen = useSelector(consent, selectConsentChosen)
  const headingId = useId()
  const bannerRef = useRef<HTMLElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const send = (event: Parameters<typeof consent.send>[0]) => consent.send(event)

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
    } else if (!asking) {
      // Decided (a banner that only stepped aside for another dialog leaves the focus to that dialog).
      returnFocus.current?.focus()
      returnFocus.current = null
    }
  }, [isOpen, asking])

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
            value={[...chosen]}
            onChange={(categories) => send({ type: 'consent.categoriesChanged', categories })}
            labels={labels}
          />
        </Suspense>
      )}
      {/* Accept all and reject all are a form the server takes before the scripts have arrived. */}
      <ShopForm
        action={SHOP_FORMS.consent}
        className={styles.actions}
        onSubmit={(data) =>
          send({ type: data.get(CHOICE_FIELD) === 'all' ? 'consent.acceptedAll' : 'consent.rejected' })
        }
      >
        <Button type="submit" name={CHOICE_FIELD} value="all" variant="primary">
          {t`Accept all`}
        </Button>
        <Button type="submit" name={CHOICE_FIELD} value="necessary" variant="secondary">
          {t`Reject all`}
        </Button>
        {isChoosing ? (
          <Button variant="secondary" onPress={() => send({ type: 'consent.saved' })}>
            {t`Save my choice`}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => send({ type: 'consent.choosing' })}>
            {t`Let me choose`}
          </Button>
        )}
      </ShopForm>
    </section>
  )
}
