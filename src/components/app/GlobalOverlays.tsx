import { useSelector } from './use-selector'
import { lazy, Suspense } from 'react'
import { selectOpenModal, type ModalName } from '../../machines/modal/modal.machine'
import { useHydrated } from '../ui/useHydrated'
import { useOnceTrue } from '../ui/useOnceTrue'
import { AddedToBagNotice } from '../bag/AddedToBagNotice'
import { loadSizeGuideModals } from '../size-guide/size-guide-code'
import { loadSiteSettingsModals } from '../content/SettingsDialogTrigger'
import { loadContactModals } from '../contact/ContactDialogTrigger'
import CookieBanner from './CookieBanner'
import { useModalActor } from './shop'
import { withCatalog } from '../../i18n/i18n'

// Each overlay is its own chunk. The toasts and the bag's notifications load once the page is
// interactive; the account and size guide dialogs when one of them is first opened. The cookie
// banner comes with the page: the server knows from the consent cookie whether to show it.
const ToastRegion = lazy(() => import('./ToastRegion'))
const BagOverlays = lazy(() => import('../bag/BagOverlays'))
const AccountModals = lazy(() => withCatalog('account', import('../account/AccountModals')))
const SizeGuideModals = lazy(loadSizeGuideModals)
const SiteSettingsModals = lazy(loadSiteSettingsModals)
const LiveChat = lazy(() => import('../live-chat/LiveChat'))
const ContactModals = lazy(loadContactModals)

const ACCOUNT_MODALS: ReadonlySet<ModalName | null> = new Set<ModalName>([
  'login',
  'createAccount',
  'forgotPassword',
  'thankYouForSignUp',
  'signOut',
])

const SIZE_GUIDE_MODALS: ReadonlySet<ModalName | null> = new Set<ModalName>(['sizeGuide', 'globalSizeGuide'])
const SITE_SETTINGS_MODALS: ReadonlySet<ModalName | null> = new Set<ModalName>(['shippingDetails', 'giftWrapping'])
/** The live chat's code loads only when the shopper first presses Chat; it then stays for the visit (spec 2.5). */
const LIVE_CHAT_MODALS: ReadonlySet<ModalName | null> = new Set<ModalName>(['liveChat', 'chat', 'chatIsNotAvailable'])
const CONTACT_MODALS: ReadonlySet<ModalName | null> = new Set<ModalName>(['contactForm', 'contactFormSubmitted'])

/** The overlays every page carries (spec 2.6, 8.4), rendered once the page is interactive. */
export function GlobalOverlays() {
  const hydrated = useHydrated()
  const modal = useModalActor()
  const accountModalsNeeded = useOnceTrue(useSelector(modal, (s) => ACCOUNT_MODALS.has(selectOpenModal(s))))
  const sizeGuideNeeded = useOnceTrue(useSelector(modal, (s) => SIZE_GUIDE_MODALS.has(selectOpenModal(s))))
  const settingsModalsNeeded = useOnceTrue(useSelector(modal, (s) => SITE_SETTINGS_MODALS.has(selectOpenModal(s))))
  const liveChatNeeded = useOnceTrue(useSelector(modal, (s) => LIVE_CHAT_MODALS.has(selectOpenModal(s))))
  const contactModalsNeeded = useOnceTrue(useSelector(modal, (s) => CONTACT_MODALS.has(selectOpenModal(s))))
  return (
    <>
      <CookieBanner />
      {/* After a plain-HTML add to bag, until the page is interactive and the dialog takes over. */}
      {!hydrated && <AddedToBagNotice />}
      {hydrated && (
        <Suspense fallback={null}>
          <ToastRegion />
          <BagOverlays />
          {accountModalsNeeded && <AccountModals />}
        </Suspense>
      )}
      {hydrated && sizeGuideNeeded && (
        // Its own boundary: the dialog's code arriving never hides the toasts or the bag's dialogs.
        <Suspense fallback={null}>
          <SizeGuideModals />
        </Suspense>
      )}
      {hydrated && liveChatNeeded && (
        <Suspense fallback={null}>
          <LiveChat />
        </Suspense>
      )}
      {hydrated && settingsModalsNeeded && (
        <Suspense fallback={null}>
          <SiteSettingsModals />
        </Suspense>
      )}
      {hydrated && contactModalsNeeded && (
        <Suspense fallback={null}>
          <ContactModals />
        </Suspense>
      )}
    </>
  )
}
