// @ts-nocheck
import { sizeAttributeNames, sizeConventions } from './sizes'
import type { AttributeDefinitionDraft, AttributeType, LocalizedString, ProductTypeDraft } from './types'

/**
 * Attributes every variant carries (the line item reads them, spec 3.3). The other article attributes live on
 * the master variant only, so they cannot be SameForAll.
 */
const sameForAll = new Set([
  'ArticleNumber',
  'ColorCode',
  'MaterialGroupLocalized',
  'DominantColor',
  'BackgroundColor',
  'DescriptiveHeading',
  'Division',
  'CollectionType',
  'CollectionClass',
  'CollectionSegment',
  'PageTitle',
])

const def = (
  name: string,
  type: AttributeType,
  label: LocalizedString,
  options: { required?: boolean; searchable?: boolean } = {},
): AttributeDefinitionDraft => ({
  type,
  name,
  label,
  isRequired: options.required ?? false,
  attributeConstraint: sameForAll.has(name) ? 'SameForAll' : 'None',
  inputHint: type.name === 'ltext' ? 'MultiLine' : 'SingleLine',
  isSearchable: options.searchable ?? true,
})

const text = { name: 'text' } as const
const ltext = { name: 'ltext' } as const
const l = (en: string, cs: string): LocalizedString => ({ 'cs-CZ': cs, en })

const gender: AttributeType = {
  name: 'enum',
  values: ['Women', 'Men', 'Kids', 'Unisex'].map((key) => ({ key, label: key })),
}

/** Article attributes of spec 3.11 shared by all sellable types. */
const articleAttributes: AttributeDefinitionDraft[] = [
  def('ArticleNumber', text, l('Article number', 'Číslo artiklu'), { required: true }),
  def('ColorCode', text, l('Colour code', 'Kód barvy'), { required: true }),
  def('ProductNumber', text, l('Product number', 'Číslo produktu')),
  def('Gender', gender, l('Gender', 'Pohlaví')),
  def('TargetGroup', text, l('Target group', 'Cílová skupina')),
  def('Division', text, l('Division', 'Divize')),
  def('CollectionType', text, l('Collection type', 'Typ kolekce')),
  def('CollectionClass', text, l('Collection class', 'Třída kolekce')),
  def('CollectionSegment', text, l('Collection segment', 'Segment kolekce')),
  def('CollectionCategory', text, l('Collection category', 'Kategorie kolekce')),
  def('CollectionCategoryCode', text, l('Collection category code', 'Kód kategorie kolekce')),
  def('DominantColor', text, l('Dominant colour', 'Převládající barva')),
  def('Color', ltext, l('Colour', 'Barva')),
  def('BackgroundColor', text, l('Background colour', 'Barva pozadí'), { searchable: false }),
  def('ProductColors', { name: 'set', elementType: { name: 'text' } }, l('Colours of the model', 'Barvy modelu')),
  def('CountryOfOrigin', text, l('Country of origin', 'Země původu')),
  def('MaterialGroupLocalized', ltext, l('Material', 'Materiál')),
  def('main', ltext, l('Upper', 'Svršek')),
  def('outside', ltext, l('Outsole', 'Podešev')),
  def('DescriptiveHeading', ltext, l('Heading', 'Nadpis')),
  def('PageTitle', ltext, l('Page title', 'Titulek stránky')),
  def('ProductNameCustomerFriendly', ltext, l('Customer-friendly name', 'Název pro zákazníky')),
  def('FBStory', ltext, l('Story', 'Příběh')),
  ...[1, 2, 3, 4, 5, 6].map((index) => def(`FBText${index}`, ltext, l(`Feature ${index}`, `Vlastnost ${index}`))),
  ...[1, 2, 3].map((index) => def(`CustomBadge${index}`, ltext, l(`Badge ${index}`, `Štítek ${index}`))),
  def('ProductVideo', text, l('Product video', 'Video produktu'), { searchable: false }),
  def('InteractiveVideo', text, l('Interactive video', 'Interaktivní video'), { searchable: false }),
]

const sizeAttribute = def('Size', text, l('Size', 'Velikost'), { required: true })

const shoeSizeAttributes: AttributeDefinitionDraft[] = sizeConventions.map((convention) =>
  convention === 'EU'
    ? sizeAttribute
    : def(sizeAttributeNames[convention], text, l(`Size ${convention}`, `Velikost ${convention}`), {}),
)

const careAttributes: AttributeDefinitionDraft[] = [
  def('HowToUse', ltext, l('How to use', 'Návod k použití')),
  def('NetQuantity', text, l('Net quantity', 'Čisté množství')),
]

export function buildProductTypes(): ProductTypeDraft[] {
  return [
    {
      key: 'Footwear',
      name: 'Footwear',
      description: 'Shoes in EU sizes with seven converted size conventions',
      attributes: [...articleAttributes, ...shoeSizeAttributes],
    },
    {
      key: 'LeatherGoods',
      name: 'LeatherGoods',
      description: 'Bags, backpacks, wallets and card holders',
      attributes: [...articleAttributes, sizeAttribute],
    },
    {
      key: 'Accessories',
      name: 'Accessories',
      description: 'Belts and socks',
      attributes: [...articleAttributes, sizeAttribute],
    },
    {
      key: 'ShoeRelatedAccessories',
      name: 'ShoeRelatedAccessories',
      description: 'Shoe care products and laces',
      attributes: [...articleAttributes, ...careAttributes, sizeAttribute],
    },
    {
      key: 'Giftwrap',
      name: 'Giftwrap',
      description: 'The gift wrap service line (fixed SKU 8888881)',
      attributes: [
        def('ArticleNumber', text, l('Article number', 'Číslo artiklu'), { required: true }),
        def('ColorCode', text, l('Colour code', 'Kód barvy')),
        def('ProductNameCustomerFriendly', ltext, l('Customer-friendly name', 'Název pro zákazníky')),
        sizeAttribute,
      ],
    },
  ]
}
