// @ts-nocheck
import { msg } from '@lingui/core/macro'

/** Page titles of the bag area, translated where the route builds its head. */
export const BAG_TITLE = msg`Shopping bag · Kestrel`
export const WISHLIST_TITLE = msg`Wishlist · Kestrel`
