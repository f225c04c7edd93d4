// @ts-nocheck
import type { ArticleSpec } from './article-spec'
import { productKeyOf } from './articles'
import { channelRef, webChannelKey } from './channels'
import { typeKeys } from './custom-types'
import { crowns } from './money'
import type {
  CartDiscountDraft,
  DiscountCodeDraft,
  DiscountCodeUsage,
  LocalizedString,
  ProductDiscountDraft,
  ProductDraft,
} from './types'

const l = (en: string, cs: string): LocalizedString => ({ 'cs-CZ': cs, en })
const store = [{ typeId: 'store' as const, key: webChannelKey }]

/** One relative product discount per sale percentage; they reproduce `price_CF_AdjustedPrice`. */
export function buildProductDiscounts(
  specs: readonly ArticleSpec[],
  products: readonly ProductDraft[],
): ProductDiscountDraft[] {
  const byKey = new Map(products.map((product) => [product.key, product]))
  const skusByPercentage = new Map<number, string[]>()
  for (const spec of specs) {
    if (!spec.discount) continue
    const product = byKey.get(productKeyOf(spec.articleNumber, spec.colour.code))
    if (!product) continue
    const skus = skusByPercentage.get(spec.discount.percentage) ?? []
    skus.push(...[product.masterVariant, ...product.variants].map((variant) => variant.sku))
    skusByPercentage.set(spec.discount.percentage, skus)
  }
  return [...skusByPercentage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([percentage, skus], index) => ({
      key: `sale-${percentage}`,
      name: l(`Sale −${percentage} %`, `Výprodej −${percentage} %`),
      value: { type: 'relative', permyriad: percentage * 100 },
      predicate: `sku in (${skus.map((sku) => `"${sku}"`).join(', ')})`,
      sortOrder: (0.5 + index / 100).toFixed(2),
      isActive: true,
    }))
}

const cartDiscount = (
  key: string,
  name: LocalizedString,
  value: CartDiscountDraft['value'],
  options: Partial<
    Pick<
      CartDiscountDraft,
      'cartPredicate' | 'target' | 'isActive' | 'validFrom' | 'validUntil' | 'requiresDiscountCode'
    >
  > & { sortOrder: string },
): CartDiscountDraft => ({
  key,
  name,
  value,
  cartPredicate: options.cartPredicate ?? '1 = 1',
  ...(value.type === 'giftLineItem' ? {} : { target: options.target ?? { type: 'lineItems', predicate: '1 = 1' } }),
  sortOrder: options.sortOrder,
  stores: store,
  isActive: options.isActive ?? true,
  ...(options.validFrom ? { validFrom: options.validFrom } : {}),
  ...(options.validUntil ? { validUntil: options.validUntil } : {}),
  requiresDiscountCode: options.requiresDiscountCode ?? true,
  stackingMode: 'Stacking',
})

/** `giftProductKey`: the product given away by the GIFTCARE code (a care product). */
export function buildCartDiscounts(giftProductKey: string): CartDiscountDraft[] {
  return [
    cartDiscount(
      'welcome-10',
      l('Welcome −10 %', 'Vítejte −10 %'),
      { type: 'relative', permyriad: 1000 },
      { sortOrder: '0.10' },
    ),
    cartDiscount(
      'minus-300',
      l('−300 Kč from 3 000 Kč', '−300 Kč od 3 000 Kč'),
      { type: 'absolute', money: [crowns(300)] },
      {
        sortOrder: '0.11',
        cartPredicate: 'totalPrice >= "3000.00 CZK"',
        target: { type: 'totalPrice' },
      },
    ),
    cartDiscount(
      'kids-15',
      l('Kids −15 %', 'Děti −15 %'),
      { type: 'relative', permyriad: 1500 },
      {
        sortOrder: '0.12',
        cartPredicate: 'lineItemExists(attributes.Gender = "Kids") = true',
        target: { type: 'lineItems', predicate: 'attributes.Gender = "Kids"' },
      },
    ),
    cartDiscount(
      'free-shipping',
      l('Free delivery', 'Doprava zdarma'),
      { type: 'relative', permyriad: 10000 },
      { sortOrder: '0.13', target: { type: 'shipping' } },
    ),
    cartDiscount(
      'once-20',
      l('One-off −20 %', 'Jednorázově −20 %'),
      { type: 'relative', permyriad: 2000 },
      { sortOrder: '0.14' },
    ),
    cartDiscount(
      'spring-15',
      l('Spring −15 %', 'Jaro −15 %'),
      { type: 'relative', permyriad: 1500 },
      {
        sortOrder: '0.15',
        validFrom: '2025-03-01T00:00:00.000Z',
        validUntil: '2025-05-31T23:59:59.000Z',
      },
    ),
    cartDiscount(
      'gift-care',
      l('Free shoe brush', 'Kartáč na obuv zdarma'),
      {
        type: 'giftLineItem',
        product: { typeId: 'product', key: giftProductKey },
        variantId: 1,
        distributionChannel: channelRef(webChannelKey),
        supplyChannel: channelRef(webChannelKey),
      },
      { sortOrder: '0.16', cartPredicate: 'totalPrice >= "2000.00 CZK"' },
    ),
    cartDiscount(
      'warranty-credit-500',
      l('Warranty credit 500 Kč', 'Reklamační kredit 500 Kč'),
      { type: 'absolute', money: [crowns(500)] },
      {
        sortOrder: '0.17',
        target: { type: 'totalPrice' },
      },
    ),
    cartDiscount(
      'warranty-credit-1000',
      l('Warranty credit 1 000 Kč', 'Reklamační kredit 1 000 Kč'),
      { type: 'absolute', money: [crowns(1000)] },
      {
        sortOrder: '0.18',
        target: { type: 'totalPrice' },
      },
    ),
    cartDiscount(
      'black-friday-extra',
      l('Black Friday extra −10 %', 'Black Friday navíc −10 %'),
      { type: 'relative', permyriad: 1000 },
      {
        sortOrder: '0.20',
        isActive: false,
        requiresDiscountCode: false,
        target: { type: 'lineItems', predicate: 'price.discounted = true' },
      },
    ),
  ]
}

const code = (
  key: string,
  codeText: string,
  name: LocalizedString,
  cartDiscounts: string[],
  options: Partial<
    Pick<
      DiscountCodeDraft,
      'isActive' | 'maxApplications' | 'maxApplicationsPerCustomer' | 'validFrom' | 'validUntil' | 'cartPredicate'
    >
  > = {},
): DiscountCodeDraft => ({
  key,
  code: codeText,
  name,
  cartDiscounts: cartDiscounts.map((discountKey) => ({ typeId: 'cart-discount' as const, key: discountKey })),
  isActive: options.isActive ?? true,
  ...options,
  custom: {
    type: { typeId: 'type', key: typeKeys.discountCode },
    fields: { discountcode_CF_IsWarranty: key.startsWith('warranty-') },
  },
})

/**
 * The demo codes and the state a cart sees (catalog/README.md lists them):
 * valid WELCOME10, FREESHIP, GIFTCARE; MINUS300 / KIDS15 → DoesNotMatchCart on carts that fail the predicate;
 * SPRING15 (expired) and FUTURE25 (not yet valid) → NotValid; PAUSED10 → NotActive; ONCE20 → MaxApplicationReached;
 * warranty codes: key prefix `warranty-` and `discountcode_CF_IsWarranty` = true.
 */
export function buildDiscountCodes(): { discountCodes: DiscountCodeDraft[]; usage: DiscountCodeUsage[] } {
  const discountCodes = [
    code('welcome10', 'WELCOME10', l('Welcome −10 %', 'Vítejte −10 %'), ['welcome-10'], {
      maxApplicationsPerCustomer: 1,
    }),
    code('freeship', 'FREESHIP', l('Free delivery', 'Doprava zdarma'), ['free-shipping']),
    code('giftcare', 'GIFTCARE', l('Free shoe brush from 2 000 Kč', 'Kartáč zdarma od 2 000 Kč'), ['gift-care']),
    code('minus300', 'MINUS300', l('−300 Kč from 3 000 Kč', '−300 Kč od 3 000 Kč'), ['minus-300']),
    code('kids15', 'KIDS15', l('Kids −15 %', 'Děti −15 %'), ['kids-15']),
    code('spring15', 'SPRING15', l('Spring −15 % (expired)', 'Jaro −15 % (vypršel)'), ['spring-15'], {
      validFrom: '2025-03-01T00:00:00.000Z',
      validUntil: '2025-05-31T23:59:59.000Z',
    }),
    code('future25', 'FUTURE25', l('Summer 2030 −25 %', 'Léto 2030 −25 %'), ['welcome-10'], {
      validFrom: '2030-06-01T00:00:00.000Z',
    }),
    code('paused10', 'PAUSED10', l('Paused −10 %', 'Pozastaveno −10 %'), ['welcome-10'], { isActive: false }),
    code('once20', 'ONCE20', l('One-off −20 %', 'Jednorázově −20 %'), ['once-20'], { maxApplications: 1 }),
    code(
      'warranty-wr7q2k',
      'WR-7Q2K-500',
      l('Warranty credit 500 Kč', 'Reklamační kredit 500 Kč'),
      ['warranty-credit-500'],
      { maxApplications: 1 },
    ),
    code(
      'warranty-wr9m4x',
      'WR-9M4X-1000',
      l('Warranty credit 1 000 Kč', 'Reklamační kredit 1 000 Kč'),
      ['warranty-credit-1000'],
      { maxApplications: 1 },
    ),
    code(
      'warranty-wr3h8p',
      'WR-3H8P-500',
      l('Warranty credit 500 Kč (used)', 'Reklamační kredit 500 Kč (použitý)'),
      ['warranty-credit-500'],
      { maxApplications: 1 },
    ),
  ]
  return {
    discountCodes,
    usage: [
      { code: 'ONCE20', applications: 1 },
      { code: 'WR-3H8P-500', applications: 1 },
    ],
  }
}
