// @ts-nocheck
import type { CommerceClient } from '../../services/commerce/commerce-client'
import { useShopServices } from '../app/shop'

/**
 * The commerce client of the checkout pages: the shop's own, so a first write waits for any other
 * (one guest session) and the session machine hears of the session the server starts.
 */
export function useCheckoutCommerce(): CommerceClient {
  return useShopServices().commerce
}
