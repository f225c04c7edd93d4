import { serverRenderedLazy } from '../app/server-rendered-lazy'
import type { ShopperRender } from '../app/shopper-render'
import { isWishlistPath } from './wishlist-path'

// The wishlist's items with their size pickers load only for a wishlist with something in it; the server renders
// them into the page for a shopper whose list it read, so the page shows them before the scripts.
export const FilledWishlist = serverRenderedLazy(() => import('./FilledWishlist'))

/** The wishlist page the server rendered with the shopper's items. */
export const rendersFilledWishlist = (internalPath: string, rendered: ShopperRender | undefined): boolean =>
  isWishlistPath(internalPath) && (rendered?.wishlist?.lineItems.length ?? 0) > 0
