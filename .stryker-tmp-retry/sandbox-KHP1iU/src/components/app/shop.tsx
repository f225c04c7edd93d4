// @ts-nocheck
import { useRouter } from '@tanstack/react-router'
import { useSelector } from './use-selector'
import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { ShopperState } from '../../machines/shopper/shopper-state'
import { selectConsentCategories, selectConsentOpen } from '../../machines/consent/consent.machine'
import type {
  CartActor,
  ConsentActor,
  ModalActor,
  SessionActor,
  Shop,
  ShopServices,
  ToastActor,
  WishlistActor,
} from './shop-runtime'
import { SHOPPER_RENDER_ID, shopperRenderJson, type ShopperRender } from './shopper-render'

export type { WishlistActor } from './shop-runtime'

const ShopContext = createContext<Shop | null>(null)

/** Holds the app-wide actors; rendered once by the root route around the page. */
export function ShopProvider({ shop, locale, children }: { shop: Shop; locale: string; children: ReactNode }) {
  const router = useRouter()
  useEffect(() => {
    shop.mount(window.localStorage)
  }, [shop])
  // Spec 7.6: one page view per resolved location, read after the page's head (its title) is applied.
  useEffect(() => {
    let tracked = ''
    const track = () =>
      window.setTimeout(() => {
        const href = window.location.pathname + window.location.search
        if (href === tracked) return
        tracked = href
        shop.trackPageView({ path: window.location.pathname, title: document.title, locale })
      }, 0)
    track()
    return router.subscribe('onResolved', track)
  }, [shop, router, locale])
  return (
    <ShopContext value={shop}>
      {children}
      {/* What the server rendered the shopper's state from: the browser's actors start from the same. */}
      {shop.rendered && (
        <script
          type="application/json"
          id={SHOPPER_RENDER_ID}
          dangerouslySetInnerHTML={{ __html: shopperRenderJson(shop.rendered) }}
        />
      )}
    </ShopContext>
  )
}

function useShop(): Shop {
  const shop = use(ShopContext)
  if (!shop) throw new Error('useShop outside ShopProvider')
  return shop
}

/** The running cart actor (src/machines/cart): `useSelector(ref, selectBagCount)`, `ref.send({ type: 'cart.item.added', sku })`. */
export const useCartActor = (): CartActor => useShop().cart
/** The running wishlist actor (src/machines/wishlist). */
export const useWishlistActor = (): WishlistActor => useShop().wishlist
/** The toast (src/machines/toast: one at a time, the latest): `ref.send({ type: 'toast.shown', title: { id }, kind })`; the shell renders it. */
export const useToastActor = (): ToastActor => useShop().toast
/** The one open modal (src/machines/modal): `ref.send({ type: 'modal.opened', name: 'login' })`. */
export const useModalActor = (): ModalActor => useShop().modal

/**
 * The session actor (src/machines/session). The server and the first client render see a guest
 * without a session; a stored session is restored right after the page becomes interactive.
 */
export function useSessionActor(): SessionActor {
  const { session } = useShop()
  return useSyncExternalStore(
    session.subscribe,
    () => session.current,
    () => session.initial,
  )
}

/** Whether the browser has restored its stored session, if it keeps one: false on the server and until then. */
export function useSessionRestored(): boolean {
  const { session } = useShop()
  return useSyncExternalStore(
    session.subscribe,
    () => session.restored,
    () => false,
  )
}

/** Whether the browser keeps a session (see `Shop.sessionHint`): without one, the bag and the wishlist start empty. */
export const useSessionHint = (): boolean => useShop().sessionHint

/** What the server read of the shopper for this page (cart, form token, a posted form's outcome), when it did. */
export const useShopperRender = (): ShopperRender | undefined => useShop().rendered

/** `{ api, commerce, queryClient, analytics }`: clients acting for the current shopper; analytics holds events until statistics consent. */
export const useShopServices = (): ShopServices => useShop().services

interface ShopperChoices {
  /** The global shoe-size convention (EU, US, UK, ...; spec 3.19, 4.7). */
  sizeConvention: string
  /** The selected store (spec 3.19 `storeData`), e.g. `{ key, supplyChannels: [{ key }] }`; also handed to the cart. */
  storeData: unknown
  /** The selected parcel shop. */
  parcelShopData: unknown
  setSizeConvention(convention: string): void
  setStoreData(storeData: unknown): void
  setParcelShopData(parcelShopData: unknown): void
}

/** The shopper's remembered choices, persisted in the browser (spec 3.19). */
export function useShopperState(): ShopperChoices {
  const { shopper } = useShop()
  const state = useSyncExternalStore(shopper.subscribe, shopper.getSnapshot, shopper.getServerSnapshot)
  return useMemo(
    () => ({
      sizeConvention: state.me.globalShoeSizeConvention,
      storeData: state.storeData,
      parcelShopData: state.parcelShopData,
      setSizeConvention: (convention) =>
        shopper.update((s) => ({ ...s, me: { ...s.me, globalShoeSizeConvention: convention } })),
      setStoreData: (storeData) => shopper.update((s) => ({ ...s, storeData })),
      setParcelShopData: (parcelShopData) => shopper.update((s) => ({ ...s, parcelShopData })),
    }),
    [state, shopper],
  )
}

/** The whole persisted shopper state (spec 3.19) and a way to change any of it. */
export function useShopperStore(): [ShopperState, (change: (state: ShopperState) => ShopperState) => void] {
  const { shopper } = useShop()
  const state = useSyncExternalStore(shopper.subscribe, shopper.getSnapshot, shopper.getServerSnapshot)
  return [state, shopper.update]
}

/** The cookie-consent actor (banner state and the accepted categories). */
export const useConsentActor = (): ConsentActor => useShop().consent

/**
 * Cookie settings: `open()` reopens the cookie banner (the footer's 'renew cookie' button, spec 2.5);
 * `categories` are the accepted cookie categories (e.g. `cookie_cat_statistic`).
 */
export function useCookieSettings(): { open(): void; isOpen: boolean; categories: string[] } {
  const consent = useConsentActor()
  const isOpen = useSelector(consent, selectConsentOpen)
  const categories = useSelector(consent, selectConsentCategories)
  return useMemo(
    () => ({
      open: () => consent.send({ type: 'consent.reopened' }),
      isOpen,
      categories: categories ? categories.split(' ') : [],
    }),
    [consent, isOpen, categories],
  )
}
