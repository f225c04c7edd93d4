/**
 * The product calls of spec 7.1 the product page needs, sent by the own API with the server's
 * client-credentials token: product by key in store, product details by sku in store, the
 * distribution channel's id (prices and the selection check are by channel id) and the sibling
 * colours of an article.
 */

const MONEY = 'centAmount currencyCode fractionDigits'

/** Attributes the page renders (spec 3.11); everything else stays on the platform. */
export const PRODUCT_PAGE_ATTRIBUTES = [
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
] as const

export const PRODUCT_PAGE_VARIANT = `fragment ProductPageVariant on ProductVariant {
  sku
  attributesRaw(includeNames: $sizeConventions) { name value }
  price(currency: $currency, country: $country, channelId: $channelId) {
    value { ${MONEY} }
    discounted { value { ${MONEY} } }
    custom { customFieldsRaw(includeNames: ["price_CF_DiscountPercentage", "price_CF_PreviousLowestPrice"]) { name value } }
  }
  availability { channels { results { channel { key } availability { isOnStock availableQuantity } } } }
}`

/** Product by key, in store, with every variant's details (spec 7.1 "product by key" and "product details by sku"). */
export const PRODUCT_BY_KEY = `query ProductByKey(
  $storeKey: KeyReferenceInput!, $key: String!, $locale: Locale!, $currency: Currency!, $country: Country!,
  $channelId: String, $distributionWhere: String, $sizeConventions: [String!], $attributes: [String!]
) {
  inStore(key: $storeKey) {
    product(key: $key) {
      id key
      productType { key }
      productSelectionRefs(where: $distributionWhere) { exists }
      masterData {
        published
        current {
          name(locale: $locale)
          description(locale: $locale)
          metaTitle(locale: $locale)
          metaDescription(locale: $locale)
          slug(locale: $locale)
          slugAllLocales { locale value }
          masterVariant {
            images { url label dimensions { width height } }
            attributesRaw(includeNames: $attributes) { name value }
          }
          allVariants { ...ProductPageVariant }
        }
      }
    }
  }
}`

/** Product details by sku, in store (spec 7.1): one variant with its stock per supply channel. */
export const PRODUCT_DETAILS_BY_SKU = `query ProductDetailsBySku(
  $storeKey: KeyReferenceInput!, $sku: String!, $currency: Currency!, $country: Country!,
  $channelId: String, $distributionWhere: String, $sizeConventions: [String!]
) {
  inStore(key: $storeKey) {
    product(sku: $sku) {
      key
      productSelectionRefs(where: $distributionWhere) { exists }
      masterData { published current { variant(sku: $sku) { ...ProductPageVariant } } }
    }
  }
}`

export const CHANNEL_ID = `query ChannelId($key: String!) { channel(key: $key) { id } }`

/** The sibling colours of an article (the `ProductColors` keys). */
export const PRODUCT_COLOURS = `query ProductColours($where: String!, $locale: Locale!) {
  products(where: $where, limit: 20) {
    results {
      key
      masterData {
        published
        current {
          slug(locale: $locale)
          masterVariant {
            images { url label }
            attributesRaw(includeNames: ["ColorCode", "Color", "BackgroundColor"]) { name value }
          }
        }
      }
    }
  }
}`
