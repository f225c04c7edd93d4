// @ts-nocheck
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createImageService } from './images.routes'

const root = mkdtempSync(path.join(tmpdir(), 'kestrel-images-public-'))
const images = createImageService({
  cacheDir: mkdtempSync(path.join(tmpdir(), 'kestrel-images-cache-')),
  publicRoot: root,
})

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a3c' } })
    .jpeg()
    .toBuffer()
  writeFileSync(path.join(root, 'story.jpg'), photo)
  const logo = await sharp({
    create: { width: 400, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer()
  writeFileSync(path.join(root, 'logo.png'), logo)
  writeFileSync(path.join(root, 'broken.png'), 'not an image at all')
})

describe('the image service on its own sources', () => {
  it('keeps photographs JPEG when the client takes neither AVIF nor WebP', async () => {
    const response = await images.request('/static/story.jpg?w=640&ar=4:3&fit=cover', {
      headers: { accept: 'image/*' },
    })
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480])
  })

  it('letterboxes with `contain` and keeps transparency in PNG', async () => {
    const response = await images.request('/static/logo.png?w=256&ar=1:1&fit=contain')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 256, 256, true])
  })

  it('answers an undecodable source with 422, not a crash', async () => {
    const response = await images.request('/static/broken.png?w=64')
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ error: 'The image could not be processed' })
  })
})
