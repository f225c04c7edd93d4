import type { ApiDeps } from '../../api/api-env'
import { createFormTokens } from './form-token'
import { createFormRoutes } from './forms.routes'
import type { Context } from 'hono'
import type { ShopperRender } from '../../../src/components/app/shopper-render'
import { pageShopper, type PageShopperEnv } from './page-shopper'
import type { BagProductsCache } from '../bag-products'

/**
 * The shop's plain-HTML forms: `routes` (mounted at `/forms`) take the posts, `pages` prepares
 * each page's render with the shopper's cart and form token.
 */
export function createShopForms(deps: ApiDeps, secret: string, bagProducts: BagProductsCache) {
  const tokens = createFormTokens(secret)
  return {
    routes: createFormRoutes(deps, tokens),
    pages: pageShopper(deps, tokens, bagProducts),
    /** What `pages` prepared for this request's render. */
    renderData: (c: Context): ShopperRender | undefined =>
      (c as unknown as Context<PageShopperEnv>).get('shopperRender'),
  }
}
