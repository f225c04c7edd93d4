/** The shoe-size conventions of spec 9, EU first: the default when the shopper has chosen none. */
// @ts-nocheck

export const sizeConventions = ['EU', 'US', 'UK', 'CM', 'KR', 'CA', 'JP', 'CN'] as const
export type SizeConvention = (typeof sizeConventions)[number]

/** The product variant attribute that holds each convention (spec 3.11: Size is EU, Size_US, …). */
export const sizeAttributeNames: Record<SizeConvention, string> = {
  EU: 'Size',
  US: 'Size_US',
  UK: 'Size_UK',
  CM: 'CM',
  KR: 'Size_KR',
  CA: 'Size_CA',
  JP: 'Size_JP',
  CN: 'Size_CN',
}
