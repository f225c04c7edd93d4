import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { requestSales, type ApiDeps, type ApiEnv } from '../../api/api-env'
import { SESSION_COOKIE, shopperSession } from '../../api/session/session-cookie'
import { formOutcome, type ShopperRender } from '../../../src/components/app/shopper-render'
import { bagProductSkus, fetchMasterProducts } from '../../../src/services/commerce/cart'
import type { FormTokens } from './form-token'
import type { BagProductsCache } from '../bag-products'
import { isBagPath } from '../../../src/components/bag/bag-path'
import { isWishlistPath } from '../../../src/components/wishlist/wishlist-path'
import { fetchCartAndWishlist, wishlistSkus } from '../../../src/services/commerce/wishlist'
import { shopperCommerce } from './shopper-client'
import { toInternalPath } from '@common/slugs'
import { MyOrderNumberDocument } from '../../api/orders/orders.generated'
import { shopperQuery, shopperToken } from '../../api/session/shopper-commerce'
import { readTracked } from '../../api/order-tracking/order-tracking.routes'
import { localeOfPath } from '../../../common/market'

export type PageShopperEnv = ApiEnv & { Variables: { shopperRender: ShopperRender } }

/**
 * Before a page renders: the shopper's cookie session (refreshed now, so the new cookie reaches
 * the browser with the page), the active cart to render the bag, the badge and the checkout with,
 * the form token, and the outcome of a form just posted.
 */
export function pageShopper(
  deps: ApiDeps,
  tokens: FormTokens,
  bagProducts: BagProductsCache,
): MiddlewareHandler<PageShopperEnv> {
  return async (c, next) => {
    c.set('deps', deps)
    c.set('locale', localeOfPath(new URL(c.req.url).pathname))
    const render: ShopperRender = { formToken: tokens.issue(c), ...formOutcome(new URL(c.req.url).searchParams) }
    if (getCookie(c, SESSION_COOKIE)) {
      const pathname = new URL(c.req.url).pathname
      Object.assign(
        render,
        await shopperLists(c as unknown as Context<ApiEnv>, bagProducts, {
          bag: isPage(pathname, isBagPath),
          wishlist: isPage(pathname, isWishlistPath),
        }),
      )
      const orderId = orderPageId(new URL(c.req.url).pathname)
      if (orderId && !(await ownsOrder(c as unknown as Context<ApiEnv>, orderId))) render.missingOrder = orderId
    }
    const tracked = trackedOrderNumber(new URL(c.req.url))
    if (tracked) {
      const order = await readTracked(
        c as unknown as Context<ApiEnv>,
        tracked,
        localeOfPath(new URL(c.req.url).pathname),
      )
      if (order) render.trackedOrder = order
    }
    c.set('shopperRender', render)
    // The cookies written so far go out with whatever response the page handler returns.
    void c.res
    await next()
  }
}

/**
 * The active cart and the wishlist, in one read: every page shows the bag's badge and the hearts of what is saved.
 * On the bag page (`bag`) also the cart's lines' products, and on the wishlist page (`wishlist`) the wishlist's:
 * the size pickers list them.
 */
function shopperLists(c: Context<ApiEnv>, products: BagProductsCache, on: { bag: boolean; wishlist: boolean }) {
  return readForPage<Pick<ShopperRender, 'cart' | 'masters' | 'wishlist' | 'wishlistMasters'>>(
    c,
    'bag and wishlist',
    { cart: null, wishlist: null },
    async (commerce, sales) => {
      const { cart, wishlist } = await fetchCartAndWishlist(commerce, sales)
      const productsOf = (skus: string[]) =>
        products.get(skus, sales.supplyChannel, (missing) =>
          fetchMasterProducts(commerce, missing, sales.supplyChannel),
        )
      const [masters, wishlistMasters] = await Promise.all([
        cart && on.bag ? productsOf(bagProductSkus(cart)) : undefined,
        wishlist && on.wishlist && wishlistSkus(wishlist).length > 0 ? productsOf(wishlistSkus(wishlist)) : undefined,
      ])
      return {
        cart,
        wishlist,
        ...(masters ? { masters } : {}),
        ...(wishlistMasters ? { wishlistMasters } : {}),
      }
    },
  )
}

/**
 * Reads something of the shopper's for the page with their session's own commerce client (`none` without a
 * session). Should that fail, the page still renders without it, and the browser reads it itself.
 */
async function readForPage<T extends object>(
  c: Context<ApiEnv>,
  what: string,
  none: T,
  read: (commerce: ReturnType<typeof shopperCommerce>, sales: ReturnType<typeof requestSales>) => Promise<T>,
): Promise<Partial<T>> {
  try {
    const session = await shopperSession(c, { create: false })
    if (!session) return none
    return await read(shopperCommerce(c, session), requestSales(c))
  } catch (failure) {
    console.error(
      `the shopper ${what} could not be read for the page`,
      failure instanceof Error ? failure.message : failure,
    )
    return {}
  }
}

/** Whether a page's public path is the page `isPath` names by its internal path. */
function isPage(pathname: string, isPath: (internalPath: string) => boolean): boolean {
  try {
    return isPath(toInternalPath(decodeURI(pathname)))
  } catch {
    return false
  }
}

/** The order id of an account order page (`/en/my-account/orders/:id`, `/můj-účet/objednávky/:id`). */
function orderPageId(pathname: string): string | null {
  let internal: string
  try {
    internal = toInternalPath(decodeURI(pathname))
  } catch {
    return null
  }
  return /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/my-account\/orders\/([A-Za-z0-9_-]{1,64})\/?$/.exec(internal)?.[1] ?? null
}

/** The order number the tracking page's address names (`/en/order-tracking?order=…`, `/sledování-objednávky?order=…`). */
function trackedOrderNumber(url: URL): string | null {
  const number = url.searchParams.get('order')
  if (!number) return null
  let internal: string
  try {
    internal = toInternalPath(decodeURI(url.pathname))
  } catch {
    return null
  }
  return /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/order-tracking\/?$/.test(internal) ? number : null
}

/**
 * Whether the signed-in shopper's account holds the order, read with their own token: another
 * shopper's order, or a guessed id, is simply not there and the page answers 404. When the
 * platform cannot say, the page renders as usual and the browser asks again.
 */
async function ownsOrder(c: Context<ApiEnv>, id: string): Promise<boolean> {
  try {
    const token = await shopperToken(c)
    if (!token) return true
    const data = await shopperQuery(c, token, MyOrderNumberDocument, { id })
    return Boolean(data.me.order)
  } catch {
    return true
  }
}
