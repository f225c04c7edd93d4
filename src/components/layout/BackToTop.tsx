import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { MarketFeatures } from '../../services/content'
import { localHref } from '../../services/navigation-links'
import { useModalActor } from '../app/shop'
import { DialogLink } from '../ui/DialogLink'
import { ArrowUpIcon, ChatIcon } from './icons'
import { useLayoutLocale } from './layout-context'
import * as styles from './Footer.css'

/** Spec 2.5: not shown with the customer-service suite's live chat, nor when the site has a raffle. */
function showsBackToTop(features: MarketFeatures): boolean {
  const suiteChat = features.liveChat.enabled && features.liveChat.solution === 'customerServiceSuite'
  return !suiteChat && !features.hasRaffle
}

/** The back-to-top and chat buttons: round icon buttons in the corner, named for assistive technology and on hover. */
export function BackToTop({ features }: { features: MarketFeatures }) {
  const { t } = useLingui()
  const modal = useModalActor()
  const locale = useLayoutLocale()
  const scrolled = useScrolledPastFirstScreen()
  if (!showsBackToTop(features)) return null
  return (
    <div className={styles.backToTop}>
      {features.liveChat.enabled && (
        // The contact form before the code has started (and without scripts): the chat itself needs the code.
        <DialogLink
          href={localHref('/customer-service/contact', locale)}
          className={styles.floatingButton}
          aria-label={t`Chat`}
          title={t`Chat`}
          onOpen={() => modal.send({ type: 'modal.opened', name: 'liveChat' })}
        >
          <ChatIcon />
        </DialogLink>
      )}
      <button
        type="button"
        className={[styles.floatingButton, styles.backToTopButton].join(' ')}
        data-scrolled={scrolled}
        aria-label={t`Back to top`}
        title={t`Back to top`}
        onClick={() => {
          window.scrollTo({
            top: 0,
            behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
          })
          document.getElementById('main-content')?.focus({ preventScroll: true })
        }}
      >
        <ArrowUpIcon />
      </button>
    </div>
  )
}

/** Back to top has nothing to do on the first screen, where it would only cover the page. */
function useScrolledPastFirstScreen(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}
