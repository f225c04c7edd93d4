// @ts-nocheck
import { formatMoney } from '../../services/money'

/** A price in currency units (as the search index holds it), e.g. `2 499 Kč`, formatted as every amount of the shop. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return formatMoney({ currencyCode: currency, centAmount: Math.round(amount * 100), fractionDigits: 2 }, locale)
}
