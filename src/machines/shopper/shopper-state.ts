import { sizeConventions } from '@common/sizes'
import * as z from 'zod/mini'
import type { MeCustomer } from './customer'
import { parsePagePathData, type PagePathData } from './page-path-data'

/** Shoe-size conventions of spec 9, in display order; EU is the default. */
export const SIZE_CONVENTIONS = sizeConventions

function defaultSizeConvention(supported: readonly string[]): string {
  return supported[0] ?? 'EU'
}

/** The shopper state of spec 3.19. Complex payloads stay opaque here; their owners parse them. */
export interface ShopperState {
  me: { isLoggedIn: boolean; customer: MeCustomer | null; globalShoeSizeConvention: string }
  cartInfo: {
    cart: unknown
    masterProducts: unknown[]
    shippingMethods: unknown[]
    isExecuted: boolean
    itemsLimitReached: boolean
  }
  wishlistInfo: { wishlist: unknown; masterProducts: unknown[]; isExecuted: boolean }
  utm: { campaign: string; source: string; medium: string; term: string; content: string }
  stores: unknown[]
  draftPromoCode: string | null
  listing: {
    list: unknown[]
    currentFilters: unknown
    resultsCount: number | null
    initialFilters: unknown
    lastVisitedPlp: string | null
    lastLoadedPage: number
    lastVisitedPlpContainerHeight: number
  }
  productPage: { selectedVariant: unknown; isOpenAddedToBagModal: boolean; clickAndCollectStores: unknown[] }
  storeData: unknown
  parcelShopData: unknown
  policyAccepted: boolean
  tempCustomerData: { firstName: string; lastName: string } | null
  pagePathData: PagePathData
  productImageGallery: { isGalleryOpen: boolean; galleryImageIndex: number }
  hasActiveTimer: boolean
  isLocked: boolean
  isPreviewMode: boolean
  hasFreshData: boolean
}

export function initialShopperState(supported: readonly string[] = SIZE_CONVENTIONS): ShopperState {
  return {
    me: { isLoggedIn: false, customer: null, globalShoeSizeConvention: defaultSizeConvention(supported) },
    cartInfo: { cart: null, masterProducts: [], shippingMethods: [], isExecuted: true, itemsLimitReached: false },
    wishlistInfo: { wishlist: null, masterProducts: [], isExecuted: true },
    utm: { campaign: '', source: '', medium: '', term: '', content: '' },
    stores: [],
    draftPromoCode: null,
    listing: {
      list: [],
      currentFilters: null,
      resultsCount: null,
      initialFilters: null,
      lastVisitedPlp: null,
      lastLoadedPage: 1,
      lastVisitedPlpContainerHeight: 0,
    },
    productPage: { selectedVariant: null, isOpenAddedToBagModal: false, clickAndCollectStores: [] },
    storeData: null,
    parcelShopData: null,
    policyAccepted: false,
    tempCustomerData: null,
    pagePathData: {},
    productImageGallery: { isGalleryOpen: false, galleryImageIndex: 0 },
    hasActiveTimer: false,
    isLocked: false,
    isPreviewMode: false,
    hasFreshData: false,
  }
}

/** Exactly what survives a reload (spec 3.19). */
interface PersistedShopperState {
  globalShoeSizeConvention: string
  customer: MeCustomer | null
  storeData: unknown
  parcelShopData: unknown
  tempCustomerData: { firstName: string; lastName: string } | null
  pagePathData: PagePathData
}

export function toPersisted(state: ShopperState): PersistedShopperState {
  return {
    globalShoeSizeConvention: state.me.globalShoeSizeConvention,
    customer: state.me.customer,
    storeData: state.storeData,
    parcelShopData: state.parcelShopData,
    tempCustomerData: state.tempCustomerData,
    pagePathData: state.pagePathData,
  }
}

const persistedSchema = z.object({
  globalShoeSizeConvention: z.catch(z.string(), ''),
  customer: z.catch(
    z.custom<MeCustomer | null>((value) => value === null || (typeof value === 'object' && 'id' in (value as object))),
    null,
  ),
  storeData: z.catch(z.unknown(), null),
  parcelShopData: z.catch(z.unknown(), null),
  tempCustomerData: z.catch(z.nullable(z.object({ firstName: z.string(), lastName: z.string() })), null),
  pagePathData: z.catch(z.unknown(), {}),
})

/**
 * Rebuilds the state after a reload: only the persisted fields come back, everything else
 * starts afresh; an unsupported stored convention falls back to the first supported one (4.7).
 */
export function restoreShopperState(stored: unknown, supported: readonly string[] = SIZE_CONVENTIONS): ShopperState {
  const initial = initialShopperState(supported)
  const parsed = z.safeParse(persistedSchema, stored ?? {})
  if (!parsed.success) return initial
  const saved = parsed.data
  const convention = supported.includes(saved.globalShoeSizeConvention)
    ? saved.globalShoeSizeConvention
    : defaultSizeConvention(supported)
  return {
    ...initial,
    me: { ...initial.me, customer: saved.customer ?? null, globalShoeSizeConvention: convention },
    storeData: saved.storeData ?? null,
    parcelShopData: saved.parcelShopData ?? null,
    tempCustomerData: saved.tempCustomerData,
    pagePathData: parsePagePathData(saved.pagePathData),
  }
}
