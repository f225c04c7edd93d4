import { describe, expect, it } from 'vitest'
import { contentPageSchema, type ContentBlock } from '@common/content-schemas'
import { market } from '@common/market'
import { contentPages } from '../../server/api/content/pages.seed'
import { catalogSource } from '../../server/platform/images/sources'

const CATALOG_DRAWING = /^\/platform\/images\/catalog\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/

/** Every image of a page: its own, and those of its image blocks. */
function imagesOf(page: { image?: { src: string }; blocks: ContentBlock[] }): string[] {
  return [
    ...(page.image ? [page.image.src] : []),
    ...page.blocks.flatMap((block) => (block.type === 'image' ? [block.image.src] : [])),
  ]
}

describe('the seeded content pages', () => {
  it('hold every page in every locale, each a valid document', () => {
    expect(Object.keys(contentPages).length).toBeGreaterThanOrEqual(26)
    for (const [path, build] of Object.entries(contentPages))
      for (const locale of market.locales)
        expect(contentPageSchema.safeParse(build(locale)).success, `${path} ${locale}`).toBe(true)
  })

  it('show only images the image service draws', () => {
    const sources = Object.entries(contentPages).flatMap(([path, build]) =>
      market.locales.flatMap((locale) =>
        imagesOf(contentPageSchema.parse(build(locale))).map((src) => ({ path, src })),
      ),
    )
    expect(sources.length).toBeGreaterThan(5)
    for (const { path, src } of sources) {
      const match = CATALOG_DRAWING.exec(src)
      expect(match, `${path}: ${src}`).not.toBeNull()
      const [, shape, primary, secondary, file] = match!
      expect(catalogSource(shape!, primary!, secondary!, file!), `${path}: ${src}`).toBeDefined()
    }
  })

  it('publish the legal pages the footer and the checkout link to', () => {
    for (const path of ['terms-of-use', 'privacy-policy', 'cookie-policy', 'return-policy', 'free-shipping-terms'])
      expect(Object.keys(contentPages)).toContain(`/customer-service/legal-pages/${path}`)
  })
})
