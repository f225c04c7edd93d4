import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ProductPage } from '../components/product/ProductPage'
import { localizedProductPath, productHead } from '../components/product/product-head'
import { toPublicPath } from '@common/slugs'
import { productKeyOf, productQueryOptions } from '../services/catalog/product'

const searchParams = z.object({
  /** The search's queryID when the shopper came from a search result (insights conversion). */
  queryID: z.catch(z.optional(z.string().check(z.regex(/^[a-f0-9]{32}$/))), undefined),
})

export const Route = createFileRoute('/{-$locale}/product/$productName/$articleNumber/$colorCode')({
  validateSearch: searchParams,
  loader: async ({ context, params, location }) => {
    const key = productKeyOf(params.articleNumber, params.colorCode)
    let product
    try {
      product = await context.queryClient.ensureQueryData(productQueryOptions(context.api, key, context.locale))
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status === 404 || status === 400) throw notFound()
      throw error
    }
    // One URL per product and language: another slug (the other language's, an old one) moves permanently to it.
    if (params.productName !== (product.slugs[context.locale] ?? product.slug)) {
      throw redirect({
        href: `${encodeURI(toPublicPath(localizedProductPath(product, context.locale)))}${location.searchStr}`,
        statusCode: 301,
        replace: true,
      })
    }
    return product
  },
  head: ({ loaderData, match }) => productHead(loaderData, match.pathname, match.context.siteOrigin),
  component: ProductRoute,
})

function ProductRoute() {
  const { articleNumber, colorCode } = Route.useParams()
  const { queryID } = Route.useSearch()
  return <ProductPage productKey={productKeyOf(articleNumber, colorCode)} queryID={queryID} />
}
