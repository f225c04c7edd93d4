/**
 * The demo data's exchange: a crown amount as another store's shelf price (spec 1.2, reading C).
 * The commerce seed prices articles and delivery with it, and the content seed converts the amounts
 * its English texts name, so a banner's threshold is the one the checkout applies.
 */
interface Money {
  type: 'centPrecision'
  currencyCode: string
  centAmount: number
  fractionDigits: number
}

/** Crowns per unit of each currency the 35 markets price in (demo rates, fixed so the catalog is stable). */
const CZK_PER_UNIT: Record<string, number> = {
  EUR: 25,
  PLN: 5.8,
  GBP: 29,
  USD: 23,
  CAD: 17,
  AUD: 15,
  CHF: 26,
  DKK: 3.35,
  NOK: 2.15,
  SEK: 2.2,
  HUF: 0.064,
  JPY: 0.155,
  KRW: 0.017,
  INR: 0.28,
  MYR: 5.2,
  SGD: 17.5,
  CZK: 1,
}

/** ISO 4217 minor units: the yen and the won have none. */
const NO_MINOR_UNITS = new Set(['JPY', 'KRW'])

/**
 * A crown amount in another currency at a shelf price: whole units ending in .95 where the currency
 * has cents (2 490 Kč → 99.95 €, 399.95 zł), and a round number ending in 0 where amounts are large
 * (¥16 050, 38 890 Ft).
 */
export function converted(money: Money, currency: string): Money {
  const rate = CZK_PER_UNIT[currency]
  if (rate === undefined) throw new Error(`No demo exchange rate for ${currency}`)
  const units = money.centAmount / 100 / rate
  const fractionDigits = NO_MINOR_UNITS.has(currency) ? 0 : 2
  if (money.centAmount === 0) return { type: 'centPrecision', currencyCode: currency, centAmount: 0, fractionDigits }
  if (units >= 1000) {
    const step = 10 ** (Math.floor(Math.log10(units)) - 2)
    const whole = Math.max(step, Math.round(units / step) * step - Math.min(10, step))
    return { type: 'centPrecision', currencyCode: currency, centAmount: whole * 10 ** fractionDigits, fractionDigits }
  }
  const whole = Math.max(1, Math.round(units))
  const minor = fractionDigits === 0 ? whole : whole * 100 - 5
  return { type: 'centPrecision', currencyCode: currency, centAmount: minor, fractionDigits }
}
