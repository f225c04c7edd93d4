import { useLingui } from '@lingui/react/macro'
import { Button } from 'react-aria-components'
import type { MarketFeatures } from '../../services/content'
import { useModalActor } from '../app/shop'
import * as styles from './Footer.css'

/** Spec 2.5: not shown with the customer-service suite's live chat, nor when the site has a raffle. */
export function showsBackToTop(features: MarketFeatures): boolean {
  const suiteChat = features.liveChat.enabled && features.liveChat.solution === 'customerServiceSuite'
  return !suiteChat && !features.hasRaffle
}

/** The back-to-top and chat buttons. */
export function BackToTop({ features }: { features: MarketFeatures }) {
  const { t } = useLingui()
  const modal = useModalActor()
  if (!showsBackToTop(features)) return null
  return (
    <div className={styles.backToTop}>
      {features.liveChat.enabled && (
        <Button className={styles.floatingButton} aria-haspopup="dialog" onPress={() => modal.send({ type: 'modal.opened', name: 'liveChat' })}>
          {t`Chat`}
        </Button>
      )}
      <Button
        className={styles.floatingButton}
        onPress={() => {
          window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
          document.getElementById('main-content')?.focus({ preventScroll: true })
        }}
      >
        {t`Back to top`}
      </Button>
    </div>
  )
}
