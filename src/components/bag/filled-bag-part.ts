import { serverRenderedLazy } from '../app/server-rendered-lazy'
import type { ShopperRender } from '../app/shopper-render'
import { isBagPath } from './bag-path'

// The filled bag (size pickers, promo codes, recommendations) loads only for a bag with something in it;
// the server renders it into the page, so its forms work before (and without) the scripts.
export const FilledBag = serverRenderedLazy(() => import('./FilledBag'))

/** The bag page the server rendered with its lines (`/en/shopping-bag`, `/nákupní-taška`; internal paths). */
export const rendersFilledBag = (internalPath: string, rendered: ShopperRender | undefined): boolean =>
  isBagPath(internalPath) && (rendered?.cart?.lineItems.length ?? 0) > 0
