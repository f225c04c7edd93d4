import { salesOf, type Locale, type Sales } from '@common/market'
import type { QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { cartMachine } from '../../machines/cart/cart.machine'
import { selectIsAddedToBagModalOpen } from '../../machines/cart/cart.selectors'
import type { CartView, StoreData } from '../../machines/cart/cart.types'
import { modalMachine, selectOpenModal } from '../../machines/modal/modal.machine'
import { sessionMachine, type SessionInput } from '../../machines/session/session.machine'
import { toastMachine } from '../../machines/toast/toast.machine'
import { wishlistMachine } from '../../machines/wishlist/wishlist.machine'
import type { WishlistView } from '../../machines/wishlist/wishlist.types'
import { createDataLayer, type DataLayer } from '../../services/analytics/data-layer'
import { createApiClient, type ApiClient } from '../../services/api'
import type { IncomingProfile } from '../../machines/shopper/customer'
import { shopperMachine } from '../../machines/shopper/shopper.machine'
import { selectCanFetchProfile, selectVisitorStatus } from '../../machines/session/session.machine'
import { asCart, cartActors } from '../../services/commerce/cart'
import { cartChangeEvents } from '../bag/bag-analytics'
import {
  createCommerceClient,
  SHOPPER_GRAPHQL_PATH,
  type CommerceClient,
} from '../../services/commerce/commerce-client'
import { sessionActors, shopperKindOf } from '../../services/commerce/session'
import { fetchCartAndWishlist, wishlistActors } from '../../services/commerce/wishlist'
import { dropCachedUser, profileQueryOptions } from '../../services/user'
import { consentMachine, selectConsentOpen } from '../../machines/consent/consent.machine'
import { consentCookie, consentFromCookies } from '../../services/consent-storage'
import { solveBotProtection } from './bot-protection'
import { createShopperStore, type ShopperStore } from './shopper-store'
import type { ShopperRender } from './shopper-render'
import { rememberRenderedSnapshot } from './use-selector'
import { wishlistChangeNotice } from '../wishlist/wishlist-notice'
import { devInspection } from './dev-inspection'

/** Where a session was kept in the browser before it moved into the server's HttpOnly cookie; removed on sight. */
const FORMER_SESSION_STORAGE_KEY = 'kestrel.session'

export type SessionActor = ActorRefFrom<typeof sessionMachine>
export type CartActor = ActorRefFrom<typeof cartMachine>
export type WishlistActor = ActorRefFrom<typeof wishlistMachine>
export type ToastActor = ActorRefFrom<typeof toastMachine>
export type ModalActor = ActorRefFrom<typeof modalMachine>
export type ConsentActor = ActorRefFrom<typeof consentMachine>

export interface ShopServices {
  /** Where the page's shopper buys: the store, channel, country and currency of its locale (spec 1.2). */
  sales: Sales
  api: ApiClient
  commerce: CommerceClient
  queryClient: QueryClient
  analytics: DataLayer
  /** A bot-protection token for a form (spec 7.2, action e.g. `SUBMIT_CONTACT_FORM`); rejects when it cannot be had. */
  botProtectionToken(action: string): Promise<string>
}

export interface Shop {
  cart: CartActor
  wishlist: WishlistActor
  toast: ToastActor
  modal: ModalActor
  consent: ConsentActor
  /**
   * The session actor is replaced once, when the browser finds a session cookie; `restored`
   * turns true once the browser has looked for one (found or not), and listeners hear of both.
   */
  session: {
    readonly current: SessionActor
    readonly initial: SessionActor
    readonly restored: boolean
    subscribe(listener: () => void): () => void
  }
  shopper: ShopperStore
  services: ShopServices
  /**
   * Whether the request carried a session (the server's readable `kestrel_shopper` cookie) when the
   * page was asked for: without one the bag and the wishlist are known to be empty before the page is interactive.
   */
  sessionHint: boolean
  /**
   * The session's kind the readable cookie tells now: the request's cookies on the server, the
   * browser's own afterwards (a sign-in or sign-out changes it). A hint for routing, never a credential.
   */
  shopperKind(): 'none' | 'guest' | 'customer'
  /** What the server read of the shopper for this page (the cart, the form token), when it did. */
  rendered: ShopperRender | undefined
  /** Starts the browser side: the session of the cookie, consent and shopper state. Idempotent. */
  mount(storage: Storage): void
  /** Records a page view (spec 7.6: `user_data`, then `page_view`). */
  trackPageView(page: { path: string; title: string; locale: string }): void
}

interface CreateShopOptions {
  /** Origin of the own API and the platform: '' in the browser, the server's own origin during SSR. */
  apiBaseUrl: string
  queryClient: QueryClient
  fetch?: typeof fetch
  /**
   * The cookies of the page's request (`document.cookie` in the browser): the session's kind and the
   * cookie choice. Unknown, the bag is shown as a skeleton and the cookie banner waits for the browser.
   */
  cookies?: string
  /** What the server read of the shopper (src/components/app/shopper-render.ts): the actors start from it. */
  shopper?: ShopperRender | undefined
  /** The page's locale, whose store the bag and the checkout buy in. */
  locale: Locale
}

export function createShop({
  apiBaseUrl,
  queryClient,
  fetch: fetchImpl,
  cookies,
  shopper: rendered,
  locale,
}: CreateShopOptions): Shop {
  const isServer = typeof window === 'undefined'
  let sessionActor: SessionActor
  let mounted = false

  const api = createApiClient({ baseUrl: apiBaseUrl, fetch: fetchImpl, locale })
  const commerce = createCommerceClient({
    endpoint: `${apiBaseUrl}${SHOPPER_GRAPHQL_PATH}`,
    fetch: fetchImpl,
    session: {
      hasSession: () => !isServer && shopperKindOf(document.cookie) !== 'none',
      answered: () => followSessionCookie(),
    },
  })
  const analytics = createDataLayer(isServer ? () => [] : undefined)
  const services: ShopServices = {
    sales: salesOf(locale),
    api,
    commerce,
    queryClient,
    analytics,
    botProtectionToken: () =>
      isServer ? Promise.reject(new Error('No bot protection on the server')) : solveBotProtection(apiBaseUrl),
  }

  const toast = createActor(toastMachine, devInspection()).start()
  const modal = createActor(modalMachine, { input: {}, ...devInspection() }).start()
  const sessionHint = cookies === undefined || shopperKindOf(cookies) !== 'none'
  const consent = createActor(consentMachine, devInspection()).start()
  // The cookie choice is read from the request, so the server renders the banner exactly when the browser will.
  if (cookies !== undefined) consent.send({ type: 'consent.restored', categories: consentFromCookies(cookies) })
  // The footer's cookie settings followed before the page was interactive: the banner asks again.
  if (rendered?.cookieSettings) consent.send({ type: 'consent.reopened' })
  // The server renders from what it read and sends no event that calls the platform: its statecharts go without
  // their calls, as the machines are (a provided machine is built anew, about a millisecond a page for the four).
  const cart = createActor(isServer ? cartMachine : cartMachine.provide({ actors: cartActors(commerce) }), {
    input: { cart: rendered?.cart ?? null, error: rendered?.bagError ?? null, locale },
    ...devInspection(),
  }).start()
  // A plain-HTML add to bag answers with the page and its dialog open, as the machine opens it.
  if (rendered?.addedToBag) cart.send({ type: 'cart.addedToBagModal.opened' })
  wireBagDialog(cart, modal)
  wireCookieBanner(consent, modal)
  const wishlist = createActor(
    isServer
      ? wishlistMachine
      : wishlistMachine.provide({ actors: wishlistActors(commerce, (skus) => addAllToBag(cart, skus)) }),
    // The server read the session's list with its cart: the machine starts from it (the hearts, the badge, the wishlist page).
    {
      input: { wishlist: rendered?.wishlist ?? null, sizeRequired: rendered?.wishlistSizeRequired },
      ...devInspection(),
    },
  ).start()
  const shopper = createShopperStore()
  // What a change of session means for the bag, the wishlist and the profile: the shopper machine's rules.
  const orchestration = createActor(
    isServer
      ? shopperMachine
      : shopperMachine.provide({
          actors: {
            fetchProfile: fromPromise(
              async () => (await queryClient.fetchQuery(profileQueryOptions(api))) as IncomingProfile,
            ),
            fetchGuestData: fromPromise(async () => {
              const data = await fetchCartAndWishlist(commerce)
              return { cart: data.cart as CartView | null, wishlist: data.wishlist as WishlistView | null }
            }),
          },
        }),
    { input: { cart, wishlist }, ...devInspection() },
  ).start()
  orchestration.on('shopper.cart.loaded', ({ cart: current }) => reportCartContents(current))
  orchestration.on('shopper.user.dropped', () => dropCachedUser(queryClient))
  orchestration.on('shopper.profile.received', ({ profile }) =>
    sessionActor.send({ type: 'session.profile.received', profile }),
  )
  orchestration.on('shopper.user.failed', ({ code }) => sessionActor.send({ type: 'session.user.failed', code }))

  const sessionLogic = isServer
    ? sessionMachine
    : sessionMachine.provide({ actors: sessionActors({ api, client: commerce }) })
  const initialSession = createActor(sessionLogic, { input: {}, ...devInspection() })
  sessionActor = initialSession
  const sessionListeners = new Set<() => void>()
  let stopSessionWiring = wireSession(initialSession)
  initialSession.start()
  // What the server rendered with: parts of the page that hydrate later start from these (./use-selector.ts).
  for (const actor of [toast, modal, consent, cart, wishlist, initialSession]) rememberRenderedSnapshot(actor)

  function wireSession(actor: SessionActor): () => void {
    const subscriptions = [
      actor.on('session.data.loaded', ({ data }) =>
        orchestration.send({
          type: 'shopper.data.loaded',
          data: { cart: data.cart as CartView | null, wishlist: data.wishlist as WishlistView | null },
        }),
      ),
      actor.on('session.signedOut', () => orchestration.send({ type: 'shopper.signedOut' })),
      // Spec 4.1: after the shopper's own Log out the signOut dialog says so (the page has gone to the fixed route).
      actor.on('session.signOut.completed', () => modal.send({ type: 'modal.opened', name: 'signOut' })),
      actor.subscribe((snapshot) => {
        orchestration.send({
          type: 'shopper.customer.named',
          customerId: selectCanFetchProfile(snapshot) ? snapshot.context.customerId : null,
        })
        const { customer } = snapshot.context
        const isLoggedIn = snapshot.matches('authenticated')
        const me = shopper.getSnapshot().me
        if (mounted && (me.customer !== customer || me.isLoggedIn !== isLoggedIn)) {
          shopper.update((state) => ({ ...state, me: { ...state.me, customer, isLoggedIn } }))
        }
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }

  // `add_to_cart`, `remove_from_cart` and `cart_contents` for every change of the bag, wherever it was made
  // (spec 7.6); here, so a change made before the page's overlays have loaded is reported too. Emitted
  // events arrive before the snapshot that carries the change: `previousCart` is the bag before it.
  let previousCart = asCart(cart.getSnapshot().context.cart)
  cart.on('cart.updated', ({ cart: updated }) => {
    const next = asCart(updated)
    if (next) cartChangeEvents(previousCart, next).forEach((event) => analytics.push(event))
  })
  cart.subscribe((snapshot) => {
    previousCart = asCart(snapshot.context.cart)
  })
  cart.on('cart.notification', ({ message }) =>
    toast.send({ type: 'toast.shown', kind: 'error', title: { id: 'error.title' }, description: message }),
  )
  let lastWishlistError: string | null = null
  let previousWishlist = wishlist.getSnapshot()
  wishlist.subscribe((snapshot) => {
    const error = snapshot.context.error
    if (error && error !== lastWishlistError)
      toast.send({ type: 'toast.shown', kind: 'error', title: { id: 'error.title' }, description: { id: error } })
    lastWishlistError = error
    const before = previousWishlist
    previousWishlist = snapshot
    // Here, not in a part of the page that loads later: a change made before that part arrives still says so.
    const notice = wishlistChangeNotice(before, snapshot)
    if (!notice) return
    notice.events.forEach((event) => analytics.push(event))
    if (notice.toast) toast.send({ type: 'toast.shown', ...notice.toast })
  })

  /** The shopper's cart as loaded (restore, sign-in); changes made in the bag report their own `cart_contents`. */
  function reportCartContents(current: CartView | null) {
    analytics.push({
      event: 'cart_contents',
      cart_id: current?.id ?? null,
      total_quantity: current?.totalLineItemQuantity ?? 0,
      items: (current?.lineItems ?? []).map((line) => ({ item_id: line.sku, quantity: line.quantity })),
    })
  }

  function trackPageView({ path, title, locale }: { path: string; title: string; locale: string }) {
    if (isServer) return
    const snapshot = sessionActor.getSnapshot()
    analytics.push({
      event: 'user_data',
      visitor_status: selectVisitorStatus(snapshot),
      user_id: snapshot.context.customerId,
    })
    analytics.push({
      event: 'page_view',
      page_path: path,
      page_title: title,
      page_location: window.location.href,
      language: locale,
    })
  }

  function mount(storage: Storage) {
    if (mounted || isServer) return
    mounted = true
    shopper.restore(storage)
    let lastStore = shopper.getSnapshot().storeData
    cart.send({ type: 'cart.storeData.changed', storeData: lastStore as StoreData | null })
    shopper.subscribe(() => {
      const { storeData } = shopper.getSnapshot()
      if (storeData !== lastStore)
        cart.send({ type: 'cart.storeData.changed', storeData: storeData as StoreData | null })
      lastStore = storeData
    })

    const secure = window.location.protocol === 'https:'
    consent.on('consent.changed', ({ categories }) => {
      document.cookie = consentCookie(categories, secure)
      analytics.consentChanged(categories)
    })
    if (consent.getSnapshot().matches('unknown'))
      consent.send({ type: 'consent.restored', categories: consentFromCookies(document.cookie) })
    else {
      const { categories } = consent.getSnapshot().context
      if (categories) analytics.consentChanged(categories)
    }

    storage.removeItem(FORMER_SESSION_STORAGE_KEY)
    const kind = shopperKindOf(document.cookie)
    if (kind !== 'none') {
      const input: SessionInput = {
        session: { kind },
        customer: kind === 'customer' ? shopper.getSnapshot().me.customer : null,
      }
      const restored = createActor(sessionLogic, { input, ...devInspection() })
      stopSessionWiring()
      stopSessionWiring = wireSession(restored)
      initialSession.stop()
      sessionActor = restored
      restored.start()
      if (kind === 'guest') orchestration.send({ type: 'shopper.guest.restored' })
    }
    sessionListeners.forEach((listener) => listener())
  }

  /**
   * The server starts a guest session with the first write and drops one the platform refuses; its
   * readable cookie says so after each answer, and the session machine hears of the change.
   */
  function followSessionCookie() {
    if (!mounted) return
    const kind = shopperKindOf(document.cookie)
    const snapshot = sessionActor.getSnapshot()
    if (kind === 'guest' && snapshot.matches('noSession')) sessionActor.send({ type: 'session.started' })
    else if (kind === 'none' && snapshot.context.kind !== 'none' && !snapshot.matches('signingIn'))
      sessionActor.send({ type: 'session.expired' })
  }

  return {
    cart,
    wishlist,
    toast,
    modal,
    consent,
    session: {
      get current() {
        return sessionActor
      },
      initial: initialSession,
      get restored() {
        return mounted
      },
      subscribe(listener) {
        sessionListeners.add(listener)
        return () => sessionListeners.delete(listener)
      },
    },
    shopper,
    services,
    sessionHint,
    shopperKind: () => shopperKindOf(isServer ? cookies : document.cookie),
    rendered,
    mount,
    trackPageView,
  }
}

/** 'Add all to bag' from the wishlist: one cart operation after the other (spec 4.5). */
async function addAllToBag(cart: CartActor, skus: string[]): Promise<void> {
  for (const sku of skus) {
    await waitFor(cart, (s) => !s.hasTag('locked'))
    cart.send({ type: 'cart.item.added', sku })
    await waitFor(cart, (s) => !s.hasTag('locked'))
  }
}

/**
 * One dialog at a time (spec 2.6) for the cookie banner: while the shopper has not decided, the
 * banner waits its turn in the modal machine, which shows it whenever no other dialog is open; a
 * decision withdraws it.
 */
function wireCookieBanner(consent: ConsentActor, modal: ModalActor) {
  let asking = false
  const follow = () => {
    const open = selectConsentOpen(consent.getSnapshot())
    if (open === asking) return
    asking = open
    modal.send({ type: open ? 'modal.queued' : 'modal.withdrawn', name: 'cookieBanner' })
  }
  consent.subscribe(follow)
  follow()
}

/**
 * One dialog at a time (spec 2.6): the bag's added-to-bag dialog opens through the modal machine,
 * which refuses it while the shopper has another dialog open (say, signing in while the platform
 * was still taking the item), and closing either side closes the other.
 */
function wireBagDialog(cart: CartActor, modal: ModalActor) {
  let bagDialogOpen = false
  const follow = () => {
    const open = selectIsAddedToBagModalOpen(cart.getSnapshot())
    if (open === bagDialogOpen) return
    bagDialogOpen = open
    if (open) modal.send({ type: 'modal.requested', name: 'addedToBag' })
    else if (selectOpenModal(modal.getSnapshot()) === 'addedToBag') modal.send({ type: 'modal.dismissed' })
  }
  // Refused, or replaced by a dialog the shopper opened: the bag's dialog closes too.
  modal.subscribe((snapshot) => {
    if (selectOpenModal(snapshot) !== 'addedToBag' && selectIsAddedToBagModalOpen(cart.getSnapshot()))
      cart.send({ type: 'cart.addedToBagModal.closed' })
  })
  cart.subscribe(follow)
  follow()
}
