const formatters = new Map<string, Intl.NumberFormat>()

/** A price in currency units (as the search index holds it), e.g. `2 499 Kč`. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 })
    formatters.set(key, formatter)
  }
  return formatter.format(amount)
}
