/** An amount of money (spec 3.1): its value is `centAmount / 10^fractionDigits`. */
// @ts-nocheck

export interface Money {
  currencyCode: string
  centAmount: number
  fractionDigits: number
}

/** `centAmount / 10^fractionDigits`. */
export function moneyValue(money: Pick<Money, 'centAmount' | 'fractionDigits'>): number {
  return money.centAmount / 10 ** money.fractionDigits
}

const formatters = new Map<string, Intl.NumberFormat>()

/** An amount in the locale's format: whole amounts without decimals (`2 499 Kč`), others with all of them (`2 917,50 Kč`). */
export function formatMoney(money: Money, locale: string): string {
  const key = `${locale}|${money.currencyCode}|${money.fractionDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currencyCode,
      minimumFractionDigits: money.fractionDigits,
      maximumFractionDigits: money.fractionDigits,
      trailingZeroDisplay: 'stripIfInteger',
    })
    formatters.set(key, formatter)
  }
  return formatter.format(moneyValue(money))
}

/**
 * Spec 9: with a site `roundingUnit`, amounts (in cents) are floored or ceiled to multiples of
 * 100 × unit; for quantity > 1 each unit is rounded and the line is the rounded unit × quantity.
 */
export function roundToUnit(
  centAmount: number,
  options: { roundingUnit?: number | null; direction: 'floor' | 'ceil'; quantity?: number },
): number {
  const { roundingUnit, direction, quantity = 1 } = options
  if (!roundingUnit) return centAmount
  const step = 100 * roundingUnit
  const round = (amount: number) => Math[direction](amount / step) * step
  return quantity > 1 ? round(centAmount / quantity) * quantity : round(centAmount)
}
