// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { ASPECT_RATIO_ERROR, imageSrcSet, imageUrl, PLACEHOLDER_IMAGE, responsiveImage } from './images'

const src = '/platform/images/catalog/sneaker/1a1a1a/ffffff/1.svg'

describe('image service URLs (spec 7.5)', () => {
  it('asks for quality and width, without a height when no aspect ratio is given', () => {
    expect(imageUrl(src, { width: 640 })).toBe(`${src}?q=75&w=640`)
  })

  it('adds h = round(w × ratio) with the aspect ratio', () => {
    const url = new URL(imageUrl(src, { width: 750, aspectRatio: '4:3' }), 'http://x')
    expect(url.searchParams.get('ar')).toBe('4:3')
    expect(url.searchParams.get('h')).toBe(String(Math.round(750 * 0.75)))
  })

  it('passes fit through and snaps widths to the supported ones', () => {
    expect(imageUrl(src, { width: 500, passthrough: { fit: 'contain' }, quality: 80 })).toBe(
      `${src}?q=80&w=640&fit=contain`,
    )
  })

  it('requests GIFs without w, h or fit', () => {
    expect(imageUrl('/a/b.gif', { width: 640, aspectRatio: '1:1', passthrough: { fit: 'cover' } })).toBe(
      '/a/b.gif?q=75',
    )
    expect(imageSrcSet('/a/b.gif')).toBeUndefined()
  })

  it('refuses a malformed aspect ratio with the spec message', () => {
    expect(() => imageUrl(src, { width: 640, aspectRatio: '4x3' })).toThrow(ASPECT_RATIO_ERROR)
  })

  it('falls back to the placeholder and builds a srcset', () => {
    expect(imageUrl(undefined, { width: 640 })).toBe(PLACEHOLDER_IMAGE)
    const image = responsiveImage(src, { width: 480, widths: [256, 480], sizes: '50vw' })
    expect(image.srcSet).toBe(`${src}?q=75&w=256 256w, ${src}?q=75&w=480 480w`)
    expect(image.sizes).toBe('50vw')
  })
})
