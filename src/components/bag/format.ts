import { isLocale, localeBase, market } from '@common/market'
import { sizeAttributeNames, type SizeConvention } from '@common/sizes'
import type { Money } from '../../services/money'

/** A localized attribute value (`{ en, 'cs-CZ' }`) or a plain one, in the page's locale. */
export function localizedText(value: unknown, locale: string): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (typeof value === 'object') {
    const texts = value as Record<string, unknown>
    const text = texts[locale] ?? texts[market.defaultLocale] ?? Object.values(texts)[0]
    return typeof text === 'string' ? text : null
  }
  return null
}

/** A line's name in the page's locale, falling back to the market's default locale. */
export function nameIn(names: Record<string, string>, locale: string): string {
  return names[locale] ?? names[market.defaultLocale] ?? Object.values(names)[0] ?? ''
}

/** The size in the shopper's convention (spec 3.19), EU (`Size`) when the variant has no such attribute. */
export function sizeIn(attributes: Record<string, unknown>, convention: string): string | null {
  const name = sizeAttributeNames[convention as SizeConvention] ?? 'Size'
  const value = attributes[name] ?? attributes.Size
  return value === undefined || value === null || value === '' ? null : String(value)
}

/** One size (OS) means there is nothing to choose. */
export const isOneSize = (attributes: Record<string, unknown>) =>
  attributes.Size === 'OS' || attributes.Size === undefined

/** The internal product path (spec 2.2) of a line, when its slug and article are known. */
export function productPathOf(
  line: { slugs: Record<string, string>; attributes: Record<string, unknown> },
  locale: string,
): string | null {
  const slug = line.slugs[locale] ?? line.slugs[market.defaultLocale]
  const article = line.attributes.ArticleNumber
  const colour = line.attributes.ColorCode
  if (!slug || typeof article !== 'string' || typeof colour !== 'string') return null
  const prefix = isLocale(locale) ? localeBase(locale) : ''
  return `${prefix}/${['product', slug, article, colour].map(encodeURIComponent).join('/')}`
}

/** Money as a plain number in its currency, for analytics. */
export const amountOf = (money: Money | null | undefined): number =>
  money ? money.centAmount / 10 ** money.fractionDigits : 0
