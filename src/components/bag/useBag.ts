import { useQuery } from '@tanstack/react-query'
import { useSelector } from '../app/use-selector'
import { useEffect } from 'react'
import { selectCart } from '../../machines/cart/cart.selectors'
import {
  asCart,
  bagProductSkus,
  fetchActiveCart,
  fetchMasterProducts,
  type Cart,
  type MasterProduct,
} from '../../services/commerce/cart'
import { useCartActor, useSessionActor, useSessionHint, useShopperRender, useShopServices } from '../app/shop'
import { useHydrated } from '../ui/useHydrated'
import { wishlistSkus } from '../../services/commerce/wishlist'

/** The shopper's bag as the cart machine holds it, with its display data. */
export function useCart(): Cart | null {
  return useSelector(useCartActor(), (snapshot) => asCart(selectCart(snapshot)))
}

/** Who the current session belongs to, as a stable key ('' without a session). */
export function useSessionKey(): string {
  return useSelector(useSessionActor(), (snapshot) => {
    const { kind, customerId } = snapshot.context
    return kind === 'none' ? '' : (customerId ?? kind)
  })
}

/**
 * Whether the bag can be shown: after hydration, once the cart is known. A returning shopper's
 * cart is read from the platform when the session has none loaded yet; a new shopper has none.
 */
export function useBagReady(): boolean {
  const hydrated = useHydrated()
  const cartActor = useCartActor()
  const cart = useSelector(cartActor, selectCart)
  const sessionKey = useSessionKey()
  const { commerce, sales } = useShopServices()
  const sessionHint = useSessionHint()
  // The server read the cookie session's cart for this page: the bag is known from the start.
  const renderedCart = useShopperRender()?.cart !== undefined
  const lookup = useQuery({
    queryKey: ['bag', 'activeCart', sessionKey],
    queryFn: () => fetchActiveCart(commerce, sales.storeKey),
    enabled: hydrated && cart === null && sessionKey !== '',
    staleTime: 0,
  })
  useEffect(() => {
    if (lookup.data && cartActor.getSnapshot().context.cart === null)
      cartActor.send({ type: 'cart.loaded', cart: lookup.data })
  }, [lookup.data, cartActor])
  // Before the page is interactive only a browser without a session is known: its bag is empty.
  if (!hydrated) return renderedCart || !sessionHint
  return cart !== null || renderedCart || sessionKey === '' || lookup.isFetched || lookup.isError
}

/** Every size of the given SKUs' articles with its stock (spec 3.19 `masterProducts`). */
export function useMasterProducts(skus: readonly string[]): Record<string, MasterProduct> {
  const { commerce, sales } = useShopServices()
  const rendered = useShopperRender()
  const key = productsKey(skus)
  // The bag or wishlist page's server read them with the lines it rendered: the page is the same before and after hydration.
  const renderedMasters =
    rendered?.masters && rendered.cart && productsKey(bagProductSkus(rendered.cart)) === key
      ? rendered.masters
      : rendered?.wishlistMasters && rendered.wishlist && productsKey(wishlistSkus(rendered.wishlist)) === key
        ? rendered.wishlistMasters
        : undefined
  const { data } = useQuery({
    queryKey: ['bag', 'masterProducts', key],
    queryFn: () => fetchMasterProducts(commerce, key ? key.split(',') : [], sales.supplyChannel),
    enabled: key !== '',
    initialData: renderedMasters,
    staleTime: 5 * 60 * 1000,
  })
  return data ?? {}
}

const productsKey = (skus: readonly string[]) => [...skus].sort().join(',')
