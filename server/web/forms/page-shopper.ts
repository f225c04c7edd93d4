import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ApiDeps, ApiEnv } from '../../api/api-env'
import { SESSION_COOKIE, shopperSession } from '../../api/session/session-cookie'
import { formOutcome, type ShopperRender } from '../../../src/components/app/shopper-render'
import { fetchActiveCart } from '../../../src/services/commerce/cart'
import type { FormTokens } from './form-token'
import { shopperCommerce } from './shopper-client'

export type PageShopperEnv = ApiEnv & { Variables: { shopperRender: ShopperRender } }

/**
 * Before a page renders: the shopper's cookie session (refreshed now, so the new cookie reaches
 * the browser with the page), the active cart to render the bag, the badge and the checkout with,
 * the form token, and the outcome of a form just posted.
 */
export function pageShopper(deps: ApiDeps, tokens: FormTokens): MiddlewareHandler<PageShopperEnv> {
  return async (c, next) => {
    c.set('deps', deps)
    const render: ShopperRender = { formToken: tokens.issue(c), ...formOutcome(new URL(c.req.url).searchParams) }
    if (getCookie(c, SESSION_COOKIE)) render.cart = await activeCart(c as unknown as Context<ApiEnv>)
    c.set('shopperRender', render)
    // The cookies written so far go out with whatever response the page handler returns.
    void c.res
    await next()
  }
}

async function activeCart(c: Context<ApiEnv>): Promise<ShopperRender['cart']> {
  try {
    const session = await shopperSession(c, { create: false })
    return session ? await fetchActiveCart(shopperCommerce(c, session)) : null
  } catch (failure) {
    // The page still renders; the browser loads the bag itself.
    console.error(
      'the shopper cart could not be read for the page',
      failure instanceof Error ? failure.message : failure,
    )
    return undefined
  }
}
