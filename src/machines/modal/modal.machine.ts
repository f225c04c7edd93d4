import { assign, emit, setup } from 'xstate'

/** The global modals of spec 2.6, opened by name. */
export const MODAL_NAMES = [
  'login',
  'contact',
  'signOut',
  'createAccount',
  'forgotPassword',
  'thankYouForSignUp',
  'upgradeAccount',
  'sizeGuide',
  'globalSizeGuide',
  'contactForm',
  'contactFormSubmitted',
  'shippingDetails',
  'giftWrapping',
  'addToWishlist',
  'base',
  'liveChat',
  'chatIsNotAvailable',
  'chat',
  'loyaltyPass',
  'loyaltyClubBalanceHistory',
  'tierLevelInfo',
  /** The added-to-bag dialog (spec 2.7): the bag opens it itself, once the platform has taken the item. */
  'addedToBag',
  /**
   * Overlays their own machines open at the shopper's press (spec 2.5, 2.7): the product gallery and
   * store picker, the mobile menu, the search overlay, the listing's filters, size modal and sort
   * sheet, the wallet's payment sheet. They take their turn here like the named modals.
   */
  'gallery',
  'storePicker',
  'mobileMenu',
  'search',
  'listingFilters',
  'listingSizes',
  'listingSort',
  'wallet',
  /** The account's confirmations: deleting a saved address. */
  'deleteAddress',
  /**
   * The cookie banner (spec 2.5): the shop keeps it up until the shopper decides. It is shown only
   * while no other dialog is open: any dialog takes its place, and it comes back once that one closes.
   */
  'cookieBanner',
] as const

export type ModalName = (typeof MODAL_NAMES)[number]

/** The site settings of spec 3.22 that feed modals; rich content stays opaque here. */
interface ModalSiteSettings {
  offerToLogIn?: unknown
  offerToCreateAnAccount?: unknown
  policiesAgreementTerms?: unknown
  authorizationInvitation?: unknown
  forgotYourPassword?: unknown
  sizeGuideModal?: unknown
  shippingDetailsModal?: unknown
  giftWrappingDescription?: unknown
  liveChatAgreement?: unknown
  liveChatOfflineDescription?: unknown
}

const AUTHORISATION_MODALS: ReadonlySet<ModalName> = new Set([
  'login',
  'createAccount',
  'forgotPassword',
  'upgradeAccount',
  'addToWishlist',
])

/** What a modal is handed from site settings (spec 2.6). */
function modalContent(name: ModalName, settings: ModalSiteSettings): Record<string, unknown> | null {
  if (AUTHORISATION_MODALS.has(name)) {
    const {
      offerToLogIn,
      offerToCreateAnAccount,
      policiesAgreementTerms,
      authorizationInvitation,
      forgotYourPassword,
    } = settings
    return { offerToLogIn, offerToCreateAnAccount, policiesAgreementTerms, authorizationInvitation, forgotYourPassword }
  }
  if (name === 'sizeGuide') return { sizeGuideModal: settings.sizeGuideModal }
  if (name === 'shippingDetails') return { shippingDetailsModal: settings.shippingDetailsModal }
  if (name === 'giftWrapping') return { giftWrappingDescription: settings.giftWrappingDescription }
  if (name === 'liveChat') {
    return {
      liveChatAgreement: settings.liveChatAgreement,
      liveChatOfflineDescription: settings.liveChatOfflineDescription,
    }
  }
  return null
}

type ModalEvent =
  | { type: 'modal.opened'; name: ModalName; props?: Record<string, unknown> }
  /**
   * A dialog the shop opens by itself, not at the shopper's press (the added-to-bag dialog once the
   * platform answers): it opens only while no other dialog is open, and is refused otherwise.
   */
  | { type: 'modal.requested'; name: ModalName }
  | { type: 'modal.dismissed' }
  | { type: 'modal.settings.received'; settings: ModalSiteSettings }
  /**
   * A dialog the shop keeps up until the shopper answers it (the cookie banner): it opens when no
   * other dialog is open and otherwise waits; any other dialog takes its place until that one closes.
   */
  | { type: 'modal.queued'; name: ModalName }
  /** The waiting dialog is no longer wanted (the shopper answered it): it closes, or stops waiting. */
  | { type: 'modal.withdrawn'; name: ModalName }

interface ModalContext {
  /** The dialog shown. */
  name: ModalName | null
  /** The dialog that waits for its turn and yields to every other one (the cookie banner), until withdrawn. */
  waiting: ModalName | null
  props: Record<string, unknown>
  settings: ModalSiteSettings
}

/**
 * Exactly one modal is open; opening the open one closes it, opening another replaces it (spec 2.6,
 * 4.13). A dialog the shop requests by itself never covers or replaces one that is open.
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as { settings?: ModalSiteSettings } | undefined,
    /** A requested dialog that did not open, so whoever asked for it lets it go. */
    emitted: {} as { type: 'modal.refused'; name: ModalName },
  },
  guards: {
    isOpenModal: ({ context, event }) => event.type === 'modal.opened' && event.name === context.name,
    hasWaiting: ({ context }) => context.waiting !== null,
    /** The dialog shown is the one that yields: anything else may take its place. */
    showsWaiting: ({ context }) => context.waiting !== null && context.name === context.waiting,
    isWithdrawnShown: ({ context, event }) => event.type === 'modal.withdrawn' && event.name === context.name,
  },
  actions: {
    assignModal: assign(({ event }) =>
      event.type === 'modal.opened'
        ? { name: event.name, props: event.props ?? {} }
        : event.type === 'modal.requested'
          ? { name: event.name, props: {} }
          : {},
    ),
    clearModal: assign({ name: null, props: {} }),
    showWaiting: assign(({ context }) => ({ name: context.waiting, props: {} })),
    assignWaiting: assign(({ context, event }) => ({
      waiting: event.type === 'modal.queued' ? event.name : context.waiting,
    })),
    clearWaiting: assign(({ context, event }) => ({
      waiting: event.type === 'modal.withdrawn' && event.name === context.waiting ? null : context.waiting,
    })),
    refuse: emit(({ event }) => ({
      type: 'modal.refused' as const,
      name: (event as Extract<ModalEvent, { type: 'modal.requested' }>).name,
    })),
    assignSettings: assign(({ context, event }) => ({
      settings: event.type === 'modal.settings.received' ? event.settings : context.settings,
    })),
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ name: null, waiting: null, props: {}, settings: input?.settings ?? {} }),
  initial: 'closed',
  on: { 'modal.settings.received': { actions: 'assignSettings' } },
  states: {
    closed: {
      // The waiting dialog's turn comes as soon as no other dialog is open.
      always: { guard: 'hasWaiting', target: 'open', actions: 'showWaiting' },
      on: {
        'modal.opened': { target: 'open', actions: 'assignModal' },
        'modal.requested': { target: 'open', actions: 'assignModal' },
        'modal.queued': { target: 'open', actions: ['assignWaiting', 'showWaiting'] },
        // Nothing waits while no dialog is open (a waiting one is shown at once): a withdrawal has nothing to do.
      },
    },
    open: {
      on: {
        'modal.opened': [{ guard: 'isOpenModal', target: 'closed', actions: 'clearModal' }, { actions: 'assignModal' }],
        // The waiting dialog cannot be dismissed, only answered: it stays (closed, it is shown again at once).
        'modal.dismissed': { target: 'closed', actions: 'clearModal' },
        'modal.requested': [
          // The waiting dialog yields to the shop's own dialog as to the shopper's.
          { guard: 'showsWaiting', actions: 'assignModal' },
          // Refused: the open dialog stays, the requested one does not open.
          { actions: 'refuse' },
        ],
        'modal.queued': { actions: 'assignWaiting' },
        'modal.withdrawn': [
          { guard: 'isWithdrawnShown', target: 'closed', actions: ['clearWaiting', 'clearModal'] },
          { actions: 'clearWaiting' },
        ],
      },
    },
  },
})

type ModalSnapshot = { context: ModalContext }

export const selectOpenModal = (snapshot: ModalSnapshot): ModalName | null => snapshot.context.name

export const selectIsModalOpen =
  (name: ModalName) =>
  (snapshot: ModalSnapshot): boolean =>
    snapshot.context.name === name

/** Recomputed per call: read it with `shallowEqual`. */
export function selectModalContent(snapshot: ModalSnapshot): Record<string, unknown> | null {
  const { name, settings, props } = snapshot.context
  if (!name) return null
  return { ...modalContent(name, settings), ...props }
}
