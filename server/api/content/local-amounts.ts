import { salesOf, type Locale } from '@common/market'
import { converted } from '@common/demo-rates'

const CROWN_AMOUNT = /CZK (\d{1,3}(?:,\d{3})*|\d+)/g

/**
 * The English seed texts name amounts in crowns (`CZK 1,500`), as the Czech store charges them. A
 * locale sold by a store of another currency (reading C of spec 1.2) reads them in its own, at the
 * demo catalog's rates, so the banner's free-delivery threshold is the one its checkout applies.
 */
export function inLocalCurrency<T>(document: T, locale: Locale): T {
  const { currency } = salesOf(locale)
  if (currency === 'CZK') return document
  const text = JSON.stringify(document).replace(CROWN_AMOUNT, (_match, amount: string) => {
    const money = converted(
      {
        type: 'centPrecision',
        currencyCode: 'CZK',
        centAmount: Number(amount.replaceAll(',', '')) * 100,
        fractionDigits: 2,
      },
      currency,
    )
    // Written as the page writes its prices: `€ 59,95` in Austria, `258,95 zł` in Poland.
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: money.centAmount % 10 ** money.fractionDigits === 0 ? 0 : money.fractionDigits,
    }).format(money.centAmount / 10 ** money.fractionDigits)
  })
  return JSON.parse(text) as T
}
