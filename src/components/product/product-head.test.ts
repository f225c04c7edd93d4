import { describe, expect, it } from 'vitest'
import type { ProductView } from '@common/product-schema'
import { jsonLd } from '../app/structured-data'
import { productHead, productStructuredData } from './product-head'

const product = {
  key: '100001-01380',
  articleNumber: '100001',
  colorCode: '01380',
  itemNumber: '10000101380',
  name: 'Aria </script><script>alert(1)</script>',
  slug: 'aria-100001-01380',
  slugs: { 'cs-CZ': 'bota-aria-100001-01380', en: 'aria-100001-01380' },
  title: 'Aria | Kestrel',
  description: 'A sneaker',
  colourName: 'white',
  material: 'Leather',
  images: [{ url: '/a.svg', label: 'Aria', width: 1200, height: 1200 }],
  price: { centAmount: 249900, currencyCode: 'CZK', fractionDigits: 2 },
  variants: [{ sku: '1', sizes: { EU: '40' }, isOnStock: false, availableQuantity: 0 }],
} as unknown as ProductView

describe('product head', () => {
  it('describes the product and its offer for search engines', () => {
    expect(productStructuredData(product, '/produkt/aria/100001/01380')).toMatchObject({
      '@type': 'Product',
      sku: '10000101380',
      offers: {
        '@type': 'Offer',
        price: '2499.00',
        priceCurrency: 'CZK',
        availability: 'https://schema.org/OutOfStock',
      },
    })
  })

  it('keeps the JSON-LD inside its script element', () => {
    const text = jsonLd({ name: product.name })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ name: product.name })
  })

  it('titles the page and links the canonical path and the alternates, each language with its own slug', () => {
    const origin = 'https://shop.example'
    const head = productHead(product, '/en/product/aria/100001/01380', origin)
    expect(head.meta?.[0]).toEqual({ title: 'Aria | Kestrel' })
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://shop.example/en/product/aria-100001-01380/100001/01380' },
      { rel: 'alternate', hrefLang: 'cs-CZ', href: 'https://shop.example/produkt/bota-aria-100001-01380/100001/01380' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/en/product/aria-100001-01380/100001/01380' },
      {
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://shop.example/produkt/bota-aria-100001-01380/100001/01380',
      },
    ])
    expect(productHead(product, '/produkt/aria/100001/01380', origin).links?.[0]?.href).toBe(
      'https://shop.example/produkt/bota-aria-100001-01380/100001/01380',
    )
    expect(head.scripts?.[0]?.type).toBe('application/ld+json')
  })
})
