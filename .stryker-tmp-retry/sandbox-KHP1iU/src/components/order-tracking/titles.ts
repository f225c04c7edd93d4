// @ts-nocheck
import { msg } from '@lingui/core/macro'

/** The order tracking page's title, translated where the route builds its head. */
export const ORDER_TRACKING_TITLE = msg`Order tracking · Kestrel`
