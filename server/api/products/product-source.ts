import { sizeAttributeNames, sizeConventions } from '@common/sizes'
import { salesOf, textLanguage, type Locale } from '@common/market'
import {
  ChannelIdDocument,
  ProductByKeyDocument,
  ProductColoursDocument,
  ProductDetailsBySkuDocument,
} from './product.generated'
import type { ProductView, ProductVariantView } from '@common/product-schema'
import type { PlatformAccess } from '../platform-access/platform-access'
import { shapeProduct, shapeVariant, type RawVariant } from './product-view'

/** Attributes the page renders (spec 3.11); everything else stays on the platform. */
const PRODUCT_PAGE_ATTRIBUTES = [
  'ArticleNumber',
  'ColorCode',
  'ProductNumber',
  'Color',
  'BackgroundColor',
  'DescriptiveHeading',
  'PageTitle',
  'MaterialGroupLocalized',
  'CountryOfOrigin',
  'Division',
  'Gender',
  'CollectionType',
  'CollectionClass',
  'ProductColors',
  'FBStory',
  'FBText1',
  'FBText2',
  'FBText3',
  'FBText4',
  'FBText5',
  'FBText6',
  'CustomBadge1',
  'CustomBadge2',
  'CustomBadge3',
  'HowToUse',
  'NetQuantity',
]

const SIZE_ATTRIBUTES = sizeConventions.map((convention) => sizeAttributeNames[convention])
/** Spec 3.11: the selection check is filtered by the distribution channel. */
const distributionWhere = (channelId: string) => `productSelection(channel(id="${channelId}"))`

/** The commerce calls of the product page, with the server's own token (no secret reaches the browser). */
export function createProductSource(platform: PlatformAccess) {
  const channelIds = new Map<string, Promise<string>>()

  function distributionChannelId(key: string): Promise<string> {
    let id = channelIds.get(key)
    if (!id) {
      id = platform
        .commerceQuery(ChannelIdDocument, { key })
        .then((data) => {
          if (!data.channel) throw new Error(`No channel ${key}`)
          return data.channel.id
        })
        .catch((error: unknown) => {
          channelIds.delete(key)
          throw error
        })
      channelIds.set(key, id)
    }
    return id
  }

  /** The price selection of the locale's market: its store, currency, country and channel (spec 1.2, 3.11). */
  async function priceVariables(locale: Locale) {
    const sales = salesOf(locale)
    const id = await distributionChannelId(sales.distributionChannel)
    return {
      storeKey: sales.storeKey,
      currency: sales.currency,
      country: sales.country,
      channelId: id,
      distributionWhere: distributionWhere(id),
      sizeConventions: SIZE_ATTRIBUTES,
    }
  }

  return {
    async productByKey(key: string, locale: Locale): Promise<ProductView | null> {
      const language = textLanguage(locale)
      const data = await platform.commerceQuery(ProductByKeyDocument, {
        ...(await priceVariables(locale)),
        key,
        locale: language,
        attributes: PRODUCT_PAGE_ATTRIBUTES,
      })
      const product = data.inStore.product
      if (!product) return null
      const master = product.masterData.current?.masterVariant.attributesRaw ?? []
      const siblings = (master.find((entry) => entry.name === 'ProductColors')?.value as string[] | undefined) ?? []
      const keys = siblings.filter((sibling) => /^[\w-]{1,40}$/.test(sibling)).slice(0, 20)
      const colours = keys.length
        ? (
            await platform.commerceQuery(ProductColoursDocument, {
              where: `key in (${keys.map((sibling) => `"${sibling}"`).join(', ')})`,
              locale: language,
            })
          ).products.results
        : []
      return shapeProduct(product, colours, language, salesOf(locale).supplyChannel)
    },

    async variantBySku(
      sku: string,
      locale: Locale,
    ): Promise<(ProductVariantView & { productKey: string; channels: RawVariant['availability'] }) | null> {
      const data = await platform.commerceQuery(ProductDetailsBySkuDocument, { ...(await priceVariables(locale)), sku })
      const product = data.inStore.product
      const variant = product?.masterData.current?.variant
      if (!product?.key || !product.masterData.published || !product.productSelectionRefs.exists || !variant)
        return null
      const shaped = shapeVariant(variant, salesOf(locale).supplyChannel)
      return shaped ? { ...shaped, productKey: product.key, channels: variant.availability } : null
    },
  }
}

export type ProductSource = ReturnType<typeof createProductSource>
