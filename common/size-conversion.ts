import type { SizeConvention } from './sizes'

/** The size charts, in the order the size guide shows them. */
export const sizeGroups = ['women', 'men', 'kids'] as const
export type SizeGroup = (typeof sizeGroups)[number]

export type ShoeSize = Record<SizeConvention, string>

/**
 * Shoe size conversion tables, the one source of the catalog's size attributes and the size guide's
 * charts: EU is the catalog's own size (attribute `Size`), the other seven conventions of
 * spec 9 are derived from it. Lengths follow the usual brand charts:
 * - CM and JP are the foot length in centimetres; KR and CN are the same length in millimetres (mondopoint,
 *   as the Korean and Chinese national standards write it);
 * - US/CA: men's and women's scales differ (women ≈ UK + 2.5); CA uses the US numbers; kids use the US
 *   child (`C`) scale up to 13.5 and the youth (`Y`) scale from 1.
 *
 * A row: [EU, US, UK, foot length cm].
 */
type Row = readonly [number, string, string, number]

const men: readonly Row[] = [
  [39, '6', '5.5', 24.5],
  [40, '7', '6.5', 25],
  [41, '8', '7', 25.5],
  [42, '8.5', '8', 26.5],
  [43, '9.5', '9', 27],
  [44, '10.5', '9.5', 27.5],
  [45, '11.5', '10.5', 28.5],
  [46, '12', '11', 29],
  [47, '13', '12', 30],
]

const women: readonly Row[] = [
  [35, '5', '2.5', 22.5],
  [36, '6', '3.5', 23],
  [37, '6.5', '4', 23.5],
  [38, '7.5', '5', 24],
  [39, '8.5', '6', 25],
  [40, '9', '6.5', 25.5],
  [41, '10', '7.5', 26],
  [42, '11', '8', 26.5],
]

const kids: readonly Row[] = [
  [20, '5C', '4', 12.5],
  [21, '5.5C', '5', 13],
  [22, '6.5C', '5.5', 13.5],
  [23, '7C', '6.5', 14],
  [24, '8C', '7', 14.5],
  [25, '8.5C', '8', 15.5],
  [26, '9.5C', '8.5', 16],
  [27, '10C', '9', 16.5],
  [28, '11C', '10', 17],
  [29, '11.5C', '11', 18],
  [30, '12.5C', '11.5', 18.5],
  [31, '13C', '12.5', 19],
  [32, '1Y', '13', 19.5],
  [33, '2Y', '1', 20.5],
  [34, '3Y', '2', 21],
  [35, '3.5Y', '2.5', 22],
]

const tables: Record<SizeGroup, readonly Row[]> = { men, women, kids }

/** EU sizes a group is made in, smallest first. */
export function euSizes(group: SizeGroup): number[] {
  return tables[group].map(([eu]) => eu)
}

const formatCm = (cm: number): string => (Number.isInteger(cm) ? String(cm) : cm.toFixed(1))

/** All eight conventions for one EU size; throws for a size the group is not made in. */
export function convertSize(group: SizeGroup, eu: number): ShoeSize {
  const row = tables[group].find(([size]) => size === eu)
  if (!row) throw new Error(`no ${group} shoe in EU ${eu}`)
  const [, us, uk, cm] = row
  const mm = String(Math.round(cm * 10))
  return { EU: String(eu), US: us, UK: uk, CM: formatCm(cm), KR: mm, CA: us, JP: formatCm(cm), CN: mm }
}

/** A group's whole chart, smallest first: the rows the size guide shows, one per EU size the group is made in. */
export function sizeChart(group: SizeGroup): ShoeSize[] {
  return euSizes(group).map((eu) => convertSize(group, eu))
}

const groupOfGender: Record<string, SizeGroup> = { Women: 'women', Men: 'men', Kids: 'kids' }

/** The chart of a product's `Gender` attribute (spec 3.11): footwear for women, men or kids; none for unisex goods. */
export function sizeGroupOfGender(gender: string | null | undefined): SizeGroup | null {
  return (gender && groupOfGender[gender]) || null
}
