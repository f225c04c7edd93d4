import { useLingui } from '@lingui/react/macro'
import type { SiteSettings } from '../../services/content'
import * as styles from './TopBanners.css'

/** Spec 2.5: the instalment provider's promo strip (purchase amount 0) and the USP banner. */
export function TopBanners({ settings }: { settings: SiteSettings }) {
  const { t } = useLingui()
  const { marketFeatures, instalmentPromo, uspBanner } = settings
  return (
    <>
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
    </>
  )
}
