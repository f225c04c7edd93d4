/** Statistics consent category of spec 9; nothing is pushed before it is given (spec 7.6). */
// @ts-nocheck

export const STATISTICS_CONSENT = 'cookie_cat_statistic'

/** The event names of spec 7.6. */
export type AnalyticsEventName =
  | 'user_data'
  | 'cart_contents'
  | 'page_view'
  | 'select_item'
  | 'view_item'
  | 'load_item_list'
  | 'view_item_list'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'add_to_wishlist'
  | 'remove_from_wishlist'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'purchase_status'
  | 'newsletter_subscribe'
  | 'account_create'
  | 'list_filter_applied'
  | 'list_sorting_applied'
  | 'view_promotion'
  | 'select_promotion'
  | 'view_recommendation'
  | 'select_recommendation'
  | 'add_recommendation'
  | 'product_availability'
  | 'mini_bag_view'
  | 'mini_bag_close'
  | 'mini_bag_scroll'
  | 'mini_bag_click'

export interface AnalyticsEvent {
  event: AnalyticsEventName
  [field: string]: unknown
}

export interface DataLayer {
  /** `delivered` runs once the event is in the data layer (at once with consent, else when consent comes). */
  push(event: AnalyticsEvent, delivered?: () => void): void
  /** The consent categories the shopper accepted; events held so far go out once statistics is among them. */
  consentChanged(categories: readonly string[]): void
  readonly pending: number
}

/** Holds events until statistics consent, then appends them to `window.dataLayer` in order. */
export function createDataLayer(target: () => unknown[] = browserDataLayer): DataLayer {
  const held: Array<{ event: AnalyticsEvent; delivered: (() => void) | undefined }> = []
  let consented = false
  return {
    push(event, delivered) {
      if (!consented) {
        held.push({ event, delivered })
        return
      }
      target().push(event)
      delivered?.()
    },
    consentChanged(categories) {
      consented = categories.includes(STATISTICS_CONSENT)
      if (!consented) return
      const due = held.splice(0)
      target().push(...due.map((entry) => entry.event))
      due.forEach((entry) => entry.delivered?.())
    },
    get pending() {
      return held.length
    },
  }
}

function browserDataLayer(): unknown[] {
  const host = globalThis as { dataLayer?: unknown[] }
  host.dataLayer ??= []
  return host.dataLayer
}
