/** The catalog sizes its shoes from the same conversion tables the shop's size guide shows. */
export { convertSize, euSizes, type ShoeSize, type SizeGroup } from '@common/size-conversion'
export { sizeAttributeNames, sizeConventions } from '@common/sizes'
