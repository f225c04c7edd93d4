// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { SiteSettings } from '../../services/content'
import * as styles from './TopBanners.css'

/** Spec 2.5: the instalment provider's promo strip (purchase amount 0) and the USP banner. */
export function TopBanners({ settings }: { settings: SiteSettings }) {
  const { t } = useLingui()
  const { marketFeatures, instalmentPromo, uspBanner } = settings
  const promo = marketFeatures.instalmentSiteMessaging && instalmentPromo
  const usp = uspBanner && uspBanner.messages.length > 0
  if (!promo && !usp) return null
  // A landmark of its own, so no content of the page lies outside one.
  return (
    <aside aria-label={t`Offers`}>
      {marketFeatures.instalmentSiteMessaging && instalmentPromo && (
        <p className={styles.instalmentStrip} data-pp-message="" data-pp-amount="0">
          {instalmentPromo.message}
        </p>
      )}
      {uspBanner && uspBanner.messages.length > 0 && (
        <ul className={styles.usp} aria-label={t`Our services`}>
          {uspBanner.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </aside>
  )
}
