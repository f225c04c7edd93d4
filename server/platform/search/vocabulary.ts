import { localeBase, marketLocale } from '@common/market'
import type { Rule } from './engine/rules'
import type { Synonym } from './engine/synonyms'

/**
 * The shop's search vocabulary, seeded as the product indices' synonyms and query rules: what
 * shoppers call the products (and their colours and materials, which the records carry in English)
 * beside the words of the catalog. Inflected forms need no entries: the words are compared by stem.
 */
const two = (objectID: string, ...synonyms: string[]): Synonym => ({ objectID, type: 'synonym', synonyms })
const oneWay = (objectID: string, input: string, ...synonyms: string[]): Synonym => ({
  objectID,
  type: 'onewaysynonym',
  input,
  synonyms,
})

const czech: Synonym[] = [
  two('sneakers', 'tenisky', 'botasky', 'sneakers', 'sneakersy', 'kecky'),
  two('boots', 'kotníkové boty', 'kozačky', 'vysoké boty', 'kotníkovky'),
  two('slippers', 'pantofle', 'bačkory', 'papuče', 'přezůvky'),
  two('belts', 'opasek', 'pásek'),
  two('ballerinas', 'baleríny', 'balerínky'),
  two('hiking', 'turistické boty', 'trekové boty', 'trekovky'),
  two('running', 'běžecké boty', 'boty na běhání', 'běžky'),
  two('waterproof', 'voděodolné', 'nepromokavé', 'gore-tex', 'gtx'),
  two('footwear', 'boty', 'obuv'),
  two('bags', 'kabelka', 'taška'),
  oneWay('handbag', 'handbag', 'kabelka'),
  two('leather', 'kožený', 'leather'),
  two('suede', 'semišový', 'suede'),
  two('knit', 'pletený', 'knit'),
  two('nubuck', 'nubukový', 'nubuck'),
  two('women', 'dámské', 'ženské'),
  two('men', 'pánské', 'mužské'),
  oneWay('kids', 'dětské', 'kids'),
  // Colour words need none: the records carry the colour's Czech name (colorName).
  two('grey', 'šedý', 'grey', 'gray'),
  two('multicolor', 'vícebarevná', 'barevná', 'multicolor'),
]

const english: Synonym[] = [
  two('sneakers', 'sneakers', 'trainers', 'sneaks', 'kicks'),
  two('slippers', 'slippers', 'slides'),
  two('ballerinas', 'ballerinas', 'ballet flats', 'flats'),
  two('handbags', 'handbag', 'purse', 'bag'),
  two('waterproof', 'waterproof', 'gtx', 'gore-tex'),
  two('hiking', 'hiking shoes', 'hikers', 'trekking shoes'),
  two('grey', 'grey', 'gray'),
  oneWay('mens', 'mens', "men's"),
  oneWay('womens', 'womens', "women's"),
  oneWay('kids', 'kids', "kids'"),
]

export function productSynonyms(locale: string): Synonym[] {
  return locale.startsWith('cs') ? czech : english
}

/**
 * `výprodej` / `sale` sends the shopper to the sale listing, at its public (localized) path
 * (Algolia's redirect: `renderingContent.redirect.url`, and the same in `userData`).
 */
export function productRules(locale: string): Rule[] {
  const url = `${localeBase(marketLocale(locale))}/${locale.startsWith('cs') ? 'výprodej' : 'sale'}`
  const patterns = locale.startsWith('cs') ? ['výprodej', 'slevy', 'sleva'] : ['sale', 'clearance']
  return patterns.map((pattern) => ({
    objectID: `redirect-sale-${pattern}`,
    description: `"${pattern}" leads to the sale listing`,
    conditions: [{ pattern, anchoring: 'is', alternatives: true }],
    consequence: { params: { renderingContent: { redirect: { url } } }, userData: { redirect: url } },
  }))
}
