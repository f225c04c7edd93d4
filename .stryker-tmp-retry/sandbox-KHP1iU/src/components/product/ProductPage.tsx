// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { isLocale, market, type Locale } from '@common/market'
import { productQueryOptions } from '../../services/catalog/product'
import { useShopServices } from '../app/shop'
import { ProductDetail } from './ProductDetail'

interface ProductPageProps {
  productKey: string
  /** The search's queryID when the shopper arrived from search results. */
  queryID?: string | undefined
}

/** The product detail page (spec 2.7); a colour change is a new product, so its state starts afresh. */
export function ProductPage({ productKey, queryID }: ProductPageProps) {
  const { i18n } = useLingui()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : market.defaultLocale
  const { api } = useShopServices()
  const { data: product } = useSuspenseQuery(productQueryOptions(api, productKey, locale))
  return <ProductDetail key={product.key} product={product} locale={locale} queryID={queryID} />
}
