// @ts-nocheck
import { GIFT_WRAP_SKU } from '../../machines/cart/cart.rules'

/**
 * Spec 4.13: the bag badge leaves out the line of one special product, the gift wrap (spec 9:
 * SKU 8888881), whose product key is its SKU with the catalog's variant suffix.
 */
export const BAG_BADGE_EXCLUDED_PRODUCT_KEY = `${GIFT_WRAP_SKU}-00000`
