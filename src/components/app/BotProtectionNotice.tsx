import { useSiteSettings } from '../layout/layout-context'
import * as styles from './BotProtectionNotice.css'

/**
 * Spec 3.22: the bot-protection agreement text, under every form the market's bot protection
 * guards (sign-up, newsletter, contact), and only while that switch is on.
 */
export function BotProtectionNotice() {
  const settings = useSiteSettings()
  if (!settings.marketFeatures.hasBotProtection || !settings.botProtectionAgreement) return null
  return (
    <p className={styles.notice} data-testid="bot-protection-notice">
      {settings.botProtectionAgreement}
    </p>
  )
}
