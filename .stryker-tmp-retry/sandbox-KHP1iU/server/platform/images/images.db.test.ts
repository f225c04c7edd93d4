// @ts-nocheck
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { ASPECT_RATIO_ERROR, IMAGE_WIDTHS } from './params'

let server: TestServer
const drawing = '/platform/images/catalog/sneaker/1f4e79/e8d5b7/1.svg'
const url = (path: string) => `${server.origin}${path}`

async function decode(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata()
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('the image service over HTTP', () => {
  it('serves every catalog drawing as a deterministic SVG of a few KB', async () => {
    const first = await fetch(url(drawing))
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/svg+xml')
    const body = await first.text()
    expect(body).toContain('width="1200"')
    expect(body.length).toBeLessThan(8000)
    expect(await (await fetch(url(drawing))).text()).toBe(body)
    const other = await (await fetch(url('/platform/images/catalog/bag/1f4e79/e8d5b7/4.svg'))).text()
    expect(other).not.toBe(body)
  })

  it('resizes to the requested width, checked by decoding the output', async () => {
    for (const w of [16, 640, 1080]) {
      const meta = await decode(await fetch(url(`${drawing}?w=${w}`)))
      expect([meta.width, meta.height]).toEqual([w, w])
    }
  })

  it('derives the height from the aspect ratio: h = round(w × ratio)', async () => {
    const wide = await decode(await fetch(url(`${drawing}?w=750&ar=16:9`)))
    expect([wide.width, wide.height]).toEqual([750, Math.round((750 * 9) / 16)])
    const tall = await decode(await fetch(url(`${drawing}?w=480&ar=3:4&fit=contain`)))
    expect([tall.width, tall.height]).toEqual([480, 640])
    expect((await fetch(url(`${drawing}?w=480&ar=3:4&h=640`))).status).toBe(200)
  })

  it('negotiates AVIF, then WebP, else PNG, and varies on Accept', async () => {
    const cases = [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/png', 'png'],
    ] as const
    for (const [accept, contentType, decoded] of cases) {
      const response = await fetch(url(`${drawing}?w=256&q=60`), { headers: { accept } })
      expect(response.headers.get('content-type')).toBe(contentType)
      expect(response.headers.get('vary')).toContain('Accept')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await decode(response)).format).toBe(decoded)
    }
  })

  it('answers every bad argument with 400 JSON', async () => {
    const bad: Array<[string, RegExp | string]> = [
      ['w=100', /w must be one of 16, 32/],
      ['w=abc', /w must be a whole number/],
      ['w=-16', /w must be a whole number/],
      ['q=0', /q must be between 1 and 100/],
      ['q=101', /q must be between 1 and 100/],
      ['w=640&ar=4x3', ASPECT_RATIO_ERROR],
      ['w=640&ar=4', ASPECT_RATIO_ERROR],
      ['w=640&ar=0:3', ASPECT_RATIO_ERROR],
      ['ar=4:3', /ar needs w/],
      ['w=640&h=480', /h is accepted only with an aspect ratio/],
      ['w=640&ar=4:3&h=10', /h must equal round\(w × ratio\) = 480/],
      ['w=640&fit=stretch', /fit must be one of cover, contain, fill, inside, outside/],
      ['fit=cover', /fit needs w/],
      ['w=640&w=1080', /w is given more than once/],
    ]
    for (const [query, message] of bad) {
      const response = await fetch(url(`${drawing}?${query}`))
      expect(response.status, query).toBe(400)
      const { error } = await response.json()
      if (typeof message === 'string') expect(error).toBe(message)
      else expect(error).toMatch(message)
    }
  })

  it('serves GIFs untouched and refuses to resize them', async () => {
    const gif = await fetch(url('/platform/images/static/assets/images/spinner.gif'))
    expect(gif.headers.get('content-type')).toBe('image/gif')
    expect((await decode(gif)).format).toBe('gif')
    for (const query of ['w=64', 'w=64&ar=1:1', 'w=64&fit=cover']) {
      const response = await fetch(url(`/platform/images/static/assets/images/spinner.gif?${query}`))
      expect(response.status).toBe(400)
      expect((await response.json()).error).toBe('GIF images are served without w, h, ar or fit')
    }
  })

  it('redirects a missing image to the placeholder, keeping the transform', async () => {
    for (const path of [
      '/platform/images/catalog/spaceship/1f4e79/e8d5b7/1.svg',
      '/platform/images/catalog/sneaker/1F4E79/e8d5b7/1.svg',
      '/platform/images/catalog/sneaker/1f4e79/e8d5b7/5.svg',
      '/platform/images/static/assets/images/nothing.png',
      '/platform/images/static/..%2F..%2Fpackage.json',
    ]) {
      const redirect = await fetch(url(`${path}?w=128`), { redirect: 'manual' })
      expect(redirect.status, path).toBe(302)
      expect(redirect.headers.get('location')).toBe('/platform/images/static/assets/images/placeholder.svg?w=128')
    }
    const followed = await fetch(url('/platform/images/catalog/spaceship/000000/ffffff/1.svg?w=128'))
    expect((await decode(followed)).width).toBe(128)
    const original = await fetch(url('/platform/images/static/assets/images/placeholder.svg'))
    expect(await original.text()).toContain('Image not available')
  })

  it('keeps transformed images in the disk cache and honours ETags', async () => {
    const path = `${drawing}?w=1200&q=70`
    const cold = await fetch(url(path), { headers: { accept: 'image/webp' } })
    const coldBytes = Buffer.from(await cold.arrayBuffer())
    expect(cold.headers.get('x-image-cache')).toBe('MISS')
    const warm = await fetch(url(path), { headers: { accept: 'image/webp' } })
    expect(warm.headers.get('x-image-cache')).toBe('HIT')
    expect(Buffer.from(await warm.arrayBuffer()).equals(coldBytes)).toBe(true)
    const etag = warm.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const notModified = await fetch(url(path), { headers: { accept: 'image/webp', 'if-none-match': etag } })
    expect(notModified.status).toBe(304)
    const png = await fetch(url(path), { headers: { accept: 'image/png' } })
    expect(png.headers.get('etag')).not.toBe(etag)
  })

  it('knows the widths of spec 9', () => {
    expect(IMAGE_WIDTHS).toContain(2560)
    expect(IMAGE_WIDTHS.filter((w) => w <= 384)).toHaveLength(8)
  })
})
