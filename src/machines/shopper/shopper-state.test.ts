import { describe, expect, it } from 'vitest'
import { emptyCustomer } from './customer'
import { initialShopperState, restoreShopperState, toPersisted, type ShopperState } from './shopper-state'

/** Every field of spec 3.19 moved away from its initial value. */
function lived(): ShopperState {
  return {
    me: { isLoggedIn: true, customer: { ...emptyCustomer('c1'), email: 'e@x.cz' }, globalShoeSizeConvention: 'UK' },
    cartInfo: {
      cart: { id: 'cart' },
      masterProducts: [1],
      shippingMethods: [1],
      isExecuted: false,
      itemsLimitReached: true,
    },
    wishlistInfo: { wishlist: { id: 'wl' }, masterProducts: [1], isExecuted: false },
    utm: { campaign: 'c', source: 's', medium: 'm', term: 't', content: 'x' },
    stores: [1],
    draftPromoCode: 'SPRING',
    listing: {
      list: [1],
      currentFilters: {},
      resultsCount: 3,
      initialFilters: {},
      lastVisitedPlp: '/ženy',
      lastLoadedPage: 4,
      lastVisitedPlpContainerHeight: 900,
    },
    productPage: { selectedVariant: { sku: 'A' }, isOpenAddedToBagModal: true, clickAndCollectStores: [1] },
    storeData: { key: 'store-1' },
    parcelShopData: { id: 'ps-1' },
    policyAccepted: true,
    tempCustomerData: { firstName: 'Eva', lastName: 'Nováková' },
    pagePathData: { '/ženy/obuv': ['/ženy/obuv', '/ženy', '/'], '/ženy': ['/ženy', '/'] },
    productImageGallery: { isGalleryOpen: true, galleryImageIndex: 2 },
    hasActiveTimer: true,
    isLocked: true,
    isPreviewMode: true,
    hasFreshData: true,
  }
}

const reload = (state: ShopperState, supported?: readonly string[]) =>
  restoreShopperState(JSON.parse(JSON.stringify(toPersisted(state))), supported)

describe('a new visit’s shopper state (spec 3.19)', () => {
  it('starts with nobody signed in, nothing in the bag or wishlist, add to bag free and the listing at its first page', () => {
    expect(initialShopperState(['UK', 'EU'])).toEqual({
      me: { isLoggedIn: false, customer: null, globalShoeSizeConvention: 'UK' },
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
    })
  })
})

describe('persisted shopper state (spec 3.19, 4.7)', () => {
  it('keeps exactly the convention, customer, store, parcel shop, temp customer data and page paths', () => {
    const before = lived()
    const after = reload(before)
    const expected = initialShopperState()
    expected.me.customer = before.me.customer
    expected.me.globalShoeSizeConvention = 'UK'
    expected.storeData = before.storeData
    expected.parcelShopData = before.parcelShopData
    expected.tempCustomerData = before.tempCustomerData
    expected.pagePathData = before.pagePathData
    expect(after).toEqual(expected)
  })

  it('persists no other key', () => {
    expect(Object.keys(toPersisted(lived())).sort()).toEqual([
      'customer',
      'globalShoeSizeConvention',
      'pagePathData',
      'parcelShopData',
      'storeData',
      'tempCustomerData',
    ])
  })

  it('resets an unsupported convention to the first supported one', () => {
    expect(reload(lived(), ['US', 'EU']).me.globalShoeSizeConvention).toBe('US')
    expect(reload(lived(), ['EU', 'UK']).me.globalShoeSizeConvention).toBe('UK')
  })

  it('restores a customer only as one with an id: none stays none, and anything else is forgotten', () => {
    const customer = { ...emptyCustomer('c9'), email: 'e@x.cz' }
    expect(restoreShopperState({ customer }).me.customer).toEqual(customer)
    expect(restoreShopperState({ customer: null }).me.customer).toBeNull()
    expect(restoreShopperState({ customer: { email: 'e@x.cz' } }).me.customer).toBeNull()
    expect(restoreShopperState({ customer: 'c9' }).me.customer).toBeNull()
  })

  it('defaults to the first supported convention, else EU, and survives garbage', () => {
    expect(initialShopperState(['CM']).me.globalShoeSizeConvention).toBe('CM')
    expect(initialShopperState([]).me.globalShoeSizeConvention).toBe('EU')
    expect(restoreShopperState('nonsense')).toEqual(initialShopperState())
    expect(restoreShopperState(null)).toEqual(initialShopperState())
  })
})
