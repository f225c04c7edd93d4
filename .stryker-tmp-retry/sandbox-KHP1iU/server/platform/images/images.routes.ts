// @ts-nocheck
import { Hono, type Context } from 'hono'
import { ImageDiskCache } from './cache'
import { CONTENT_TYPES, negotiateFormat } from './negotiate'
import { parseTransform } from './params'
import { renderImage } from './render'
import { catalogSource, PLACEHOLDER_PATH, PUBLIC_ROOT, staticSource, type Source } from './sources'

export interface ImageServiceOptions {
  /** Where transformed images are kept between requests. */
  cacheDir: string
  /** Root of the static images; `public/` by default. */
  publicRoot?: string
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The image service (spec 7.5, 9): product drawings under `/catalog/...` and the files of
 * `public/` under `/static/...`, resized and re-encoded by query (q, w, ar, fit) into the best
 * format the client accepts. A missing image redirects to the placeholder with the same query.
 */
export function createImageService({ cacheDir, publicRoot = PUBLIC_ROOT }: ImageServiceOptions): Hono {
  const cache = new ImageDiskCache(cacheDir)
  const images = new Hono()

  async function respond(c: Context, source: Source | undefined): Promise<Response> {
    const parsed = parseTransform(c.req.queries())
    if (!parsed.ok) return c.json({ error: parsed.error }, 400)
    if (!source) {
      const query = new URL(c.req.url).search
      return c.redirect(`/platform/images/static/${PLACEHOLDER_PATH}${query}`, 302)
    }
    const { transform, isIdentity } = parsed
    if (source.kind === 'gif') {
      if (transform.width !== undefined || transform.fit !== undefined) {
        return c.json({ error: 'GIF images are served without w, h, ar or fit' }, 400)
      }
      return send(c, source.bytes, source.contentType, ImageDiskCache.keyOf([source.id]), false)
    }
    if (isIdentity) return send(c, source.bytes, source.contentType, ImageDiskCache.keyOf([source.id]), false)

    const format = negotiateFormat(c.req.header('accept'), source.kind === 'photo')
    const key = ImageDiskCache.keyOf([source.id, transform, format])
    const { bytes, hit } = await cache.getOrCreate(key, () => renderImage(source, transform, format))
    return send(c, bytes, CONTENT_TYPES[format], key, hit)
  }

  function send(c: Context, bytes: Buffer, contentType: string, key: string, hit: boolean): Response {
    const etag = `"${key.slice(0, 32)}"`
    const headers = {
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      Vary: 'Accept',
      'X-Image-Cache': hit ? 'HIT' : 'MISS',
    }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': contentType })
  }

  images.get('/catalog/:shape/:primary/:secondary/:file', (c) => {
    const { shape, primary, secondary, file } = c.req.param()
    return respond(c, catalogSource(shape, primary, secondary, file))
  })

  images.get('/static/*', async (c) => {
    let relative: string
    try {
      relative = decodeURIComponent(c.req.path.slice(c.req.path.indexOf('/static/') + '/static/'.length))
    } catch {
      return c.json({ error: 'The image path is not valid' }, 400)
    }
    return respond(c, await staticSource(relative, publicRoot))
  })

  images.onError((error, c) => {
    // A source that sharp cannot decode is the client's bad luck, not a server fault.
    console.error(`Image ${c.req.path} failed: ${error.message}`)
    return c.json({ error: 'The image could not be processed' }, 422)
  })

  return images
}
