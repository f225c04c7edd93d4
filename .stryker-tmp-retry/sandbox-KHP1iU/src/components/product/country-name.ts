/** A country's name in the page's language for its ISO 3166 code (`TH` → "Thajsko" / "Thailand"); other text as it is. */
// @ts-nocheck

export function countryName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}
