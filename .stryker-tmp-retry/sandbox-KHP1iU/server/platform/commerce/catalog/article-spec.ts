// @ts-nocheck
import type { ProductLine } from './lines'
import type { Colour } from './palette'
import type { ShoeSize } from './sizes'
import type { LocalizedString } from './types'
import type { Material } from './words'

/** The shape of one demo article (model × colour), shared by the catalog's builders. */
export interface SizeVariant {
  size: string
  /** Three digits appended to the SKU. */
  code: string
  shoe?: ShoeSize
}

export interface ArticleDiscount {
  percentage: number
  previousLowestCzk: number
  offerIds: string[]
}

/** Everything the drafts of one article (model × colour) are made from. */
export interface ArticleSpec {
  line: ProductLine
  articleNumber: string
  model: string
  material: Material
  colour: Colour
  siblingKeys: string[]
  priceCzk: number
  discount?: ArticleDiscount
  sizes: SizeVariant[]
  season: 'AW26' | 'SS26' | 'Core'
  isNew: boolean
  bestSeller: boolean
  iconic: boolean
  collection?: string
  /** Kids: girls, boys or both; golf: spiked or spikeless. */
  tags: string[]
  features: LocalizedString[]
  story: LocalizedString
  heading: LocalizedString
  countryOfOrigin: string
  /** Care products only. */
  care?: { name: LocalizedString; howToUse: LocalizedString; netQuantity: string }
}
