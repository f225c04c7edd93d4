// @ts-nocheck
import { taxCategoryKey } from './channels'
import { articleImages } from './images'
import { priceDraft } from './prices'
import type { ProductDraft } from './types'

const giftwrapSku = '8888881'
export const giftwrapKey = `${giftwrapSku}-00000`

/** The gift-wrap service line (spec 9): product type `Giftwrap`, fixed SKU, always in stock, in no category. */
export function buildGiftwrap(): ProductDraft {
  const name = { 'cs-CZ': 'Dárkové balení', en: 'Gift wrapping' }
  return {
    key: giftwrapKey,
    productType: { typeId: 'product-type', key: 'Giftwrap' },
    name,
    slug: { 'cs-CZ': 'darkove-baleni', en: 'gift-wrapping' },
    description: {
      'cs-CZ': 'Zabalíme vaši objednávku do dárkového papíru s mašlí a přiložíme kartičku.',
      en: 'We wrap your order in gift paper with a ribbon and add a card.',
    },
    categories: [],
    taxCategory: { typeId: 'tax-category', key: taxCategoryKey },
    masterVariant: {
      sku: giftwrapSku,
      key: giftwrapSku,
      prices: [priceDraft(59, undefined)],
      attributes: [
        { name: 'ArticleNumber', value: giftwrapSku },
        { name: 'ColorCode', value: '00000' },
        { name: 'ProductNameCustomerFriendly', value: name },
        { name: 'Size', value: 'OS' },
      ],
      images: articleImages('giftwrap', 'b3261e', 'c99a2e', name.en),
    },
    variants: [],
    publish: true,
  }
}
