// @ts-nocheck
import type { Attribute, AttributeValue, ProductDraft, ProductVariantDraft } from './types'

/** Test helpers over the built drafts. */
export const variantsOf = (product: ProductDraft): ProductVariantDraft[] => [product.masterVariant, ...product.variants]

export const attributeOf = (variant: ProductVariantDraft, name: string): AttributeValue | undefined =>
  variant.attributes.find((attribute: Attribute) => attribute.name === name)?.value

export const isArticle = (product: ProductDraft): boolean => product.productType.key !== 'Giftwrap'
