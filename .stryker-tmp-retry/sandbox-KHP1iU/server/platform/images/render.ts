// @ts-nocheck
import sharp from 'sharp'
import type { OutputFormat } from './negotiate'
import type { Transform } from './params'
import type { Source } from './sources'

// The disk cache keeps results; libvips' own operation cache would only hold memory.
sharp.cache(false)

const SVG_BASE_WIDTH = 1200

/** Resizes and encodes one image. Drawings are rasterised at the target size, not scaled up. */
export async function renderImage(source: Source, transform: Transform, format: OutputFormat): Promise<Buffer> {
  const density =
    source.kind === 'svg' && transform.width ? Math.max(72, (72 * transform.width) / SVG_BASE_WIDTH) : undefined
  let image = sharp(source.bytes, { density, limitInputPixels: 50_000_000 }).rotate()
  if (transform.width) {
    image = image.resize({
      width: transform.width,
      ...(transform.height ? { height: transform.height } : {}),
      ...(transform.fit ? { fit: transform.fit } : {}),
      // `contain` leaves bars: transparent where the output can be, white on photographs.
      background: { r: 255, g: 255, b: 255, alpha: source.kind === 'photo' ? 1 : 0 },
    })
  }
  const quality = transform.quality
  switch (format) {
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer()
    case 'webp':
      return image.webp({ quality }).toBuffer()
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer()
    case 'png':
      return image.png({ quality, palette: quality < 100, compressionLevel: 8 }).toBuffer()
  }
}
