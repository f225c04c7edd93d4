import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { SortKey } from '@common/search-indices'
import type { FacetParam } from '../../services/search/listing'
import { formatPrice } from './format'

export const facetTitles: Record<FacetParam, MessageDescriptor> = {
  gender: msg`Gender`,
  type: msg`Type`,
  color: msg`Colour`,
  size: msg`Size`,
  price: msg`Price`,
}

export const sortLabels: Record<SortKey | 'relevance', MessageDescriptor> = {
  relevance: msg`Recommended`,
  newest: msg`Newest`,
  priceAsc: msg`Price: low to high`,
  priceDesc: msg`Price: high to low`,
  biggestDiscount: msg`Biggest discount`,
}

const valueLabels: Partial<Record<FacetParam, Record<string, MessageDescriptor>>> = {
  gender: { Women: msg`Women`, Men: msg`Men`, Kids: msg`Kids`, Unisex: msg`Unisex` },
  type: {
    Lifestyle: msg`Lifestyle`,
    Leathergoods: msg`Leather goods`,
    Kids: msg`Kids' shoes`,
    Formal: msg`Formal`,
    Golf: msg`Golf`,
    Accessories: msg`Accessories`,
    Outdoor: msg`Outdoor`,
    Active: msg`Active`,
    'Shoe Care': msg`Shoe care`,
  },
  color: {
    Black: msg`Black`,
    White: msg`White`,
    Brown: msg`Brown`,
    Green: msg`Green`,
    Multicolor: msg`Multicolour`,
    Red: msg`Red`,
    Beige: msg`Beige`,
    Grey: msg`Grey`,
    Blue: msg`Blue`,
    Pink: msg`Pink`,
    Orange: msg`Orange`,
    Silver: msg`Silver`,
    Yellow: msg`Yellow`,
    Neutral: msg`Neutral`,
  },
}

/** A facet value as the shopper reads it: translated names, price ranges in the currency. */
export function facetValueLabel(i18n: I18n, facet: FacetParam, value: string, currency: string): string {
  if (facet === 'price') {
    const [from, to] = value.split(/[-+]/)
    const lower = formatPrice(Number(from), currency, i18n.locale)
    if (value.endsWith('+') || !to) return i18n._(msg`From ${lower}`)
    return `${lower} – ${formatPrice(Number(to), currency, i18n.locale)}`
  }
  const descriptor = valueLabels[facet]?.[value]
  return descriptor ? i18n._(descriptor) : value
}
