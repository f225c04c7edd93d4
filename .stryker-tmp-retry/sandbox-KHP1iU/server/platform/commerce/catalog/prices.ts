// @ts-nocheck
import type { ArticleDiscount } from './article-spec'
import { channelRef, webChannelKey } from './channels'
import { typeKeys } from './custom-types'
import { crowns, czk } from './money'
import type { PriceDraft } from './types'

/** The discounted amount in cents: prices are whole crowns, so this is exact. */
function discountedCents(priceCzk: number, percentage: number): number {
  return (priceCzk * 100 * (100 - percentage)) / 100
}

/** The CZK price of `CZ-web`, with the price custom fields of spec 3.3 / 3.11. */
export function priceDraft(priceCzk: number, discount: ArticleDiscount | undefined): PriceDraft {
  const fields: Record<string, unknown> = { price_CF_RecommendedRetailPrice: crowns(priceCzk) }
  if (discount) {
    const adjusted = discountedCents(priceCzk, discount.percentage)
    const previousLowest = discount.previousLowestCzk * 100
    Object.assign(fields, {
      price_CF_DiscountPercentage: discount.percentage,
      price_CF_AdjustedPrice: czk(adjusted),
      price_CF_OfferIds: discount.offerIds,
      price_CF_PreviousLowestPrice: crowns(discount.previousLowestCzk),
      price_CF_DiscountPercentagePreviousLowestPrice: Math.round(((previousLowest - adjusted) / previousLowest) * 100),
    })
  }
  return {
    key: 'cz-web-czk',
    value: crowns(priceCzk),
    country: 'CZ',
    channel: channelRef(webChannelKey),
    custom: { type: { typeId: 'type', key: typeKeys.price }, fields },
  }
}
