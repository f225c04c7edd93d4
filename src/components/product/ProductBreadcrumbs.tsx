import type { Locale } from '@common/market'
import type { ProductView } from '@common/product-schema'
import { findCategory } from '@common/search-categories'
import { PageBreadcrumbs, useBreadcrumbTrail } from '../listing/PageBreadcrumbs'

/**
 * The product's breadcrumbs: its department's chain from the breadcrumb map (spec 2.1; the map holds
 * no product pages), then the product. The same department as its structured data's trail.
 */
export function ProductBreadcrumbs({
  product,
  locale,
}: {
  product: Pick<ProductView, 'gender' | 'name'>
  locale: Locale
}) {
  const department = findCategory([(product.gender ?? '').toLowerCase()])
  const crumbs = useBreadcrumbTrail(department ? `/${department.node.segment}` : '/', locale)
  return <PageBreadcrumbs crumbs={crumbs} current={product.name} />
}
