/**
 * URLs of the image service (spec 7.5, 9): `q` (quality) and `w` (width) on every raster request,
 * `h` only with an aspect ratio (h = round(w × ratio)), passthrough parameters such as `fit`;
 * GIFs are requested without w, h or fit.
 */
// @ts-nocheck

const IMAGE_QUALITY = 75
/** The layout widths of spec 9 and the small sizes 16–384. */
const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 480, 640, 750, 828, 1080, 1200, 1440, 1920, 2560] as const
export const PLACEHOLDER_IMAGE = '/assets/images/placeholder.svg'
export const ASPECT_RATIO_ERROR = 'Syntax not recognized for aspect ratio argument (ex: 4:3, 16:9)'

interface ImageOptions {
  width: number
  quality?: number
  /** `width:height`, e.g. `4:3`, `1:1`. */
  aspectRatio?: string
  /** Passed through unchanged (e.g. `fit: 'contain'`). */
  passthrough?: Record<string, string>
}

/** "4:3" → 0.75, the height per unit of width; throws on a malformed ratio. */
function aspectRatioOf(value: string): number {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value.trim())
  const across = Number(match?.[1])
  const down = Number(match?.[2])
  if (!match || !(across > 0) || !(down > 0)) throw new Error(ASPECT_RATIO_ERROR)
  return down / across
}

const isGif = (url: string) => /\.gif(?:$|[?#])/i.test(url)

/** The nearest supported width at or above `width` (the largest when beyond). */
function supportedWidth(width: number): number {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? 2560
}

export function imageUrl(src: string | undefined | null, options: ImageOptions): string {
  if (!src) return PLACEHOLDER_IMAGE
  const [path, existing = ''] = src.split('?', 2) as [string, string?]
  const params = new URLSearchParams(existing)
  params.set('q', String(options.quality ?? IMAGE_QUALITY))
  if (!isGif(path)) {
    const width = supportedWidth(options.width)
    params.set('w', String(width))
    if (options.aspectRatio) {
      params.set('ar', options.aspectRatio)
      params.set('h', String(Math.round(width * aspectRatioOf(options.aspectRatio))))
    }
    for (const [key, value] of Object.entries(options.passthrough ?? {})) params.set(key, value)
  } else {
    for (const [key, value] of Object.entries(options.passthrough ?? {})) {
      if (key !== 'fit' && key !== 'w' && key !== 'h') params.set(key, value)
    }
  }
  return `${path}?${params.toString()}`
}

/** `srcset` over the given widths (default: the layout widths up to 1200). */
export function imageSrcSet(
  src: string | undefined | null,
  options: Omit<ImageOptions, 'width'> & { widths?: readonly number[] } = {},
): string | undefined {
  if (!src || isGif(src)) return undefined
  const { widths = [256, 384, 480, 640, 750, 828, 1080, 1200], ...rest } = options
  return widths.map((width) => `${imageUrl(src, { ...rest, width })} ${supportedWidth(width)}w`).join(', ')
}

/** Everything an `<img>` needs for a responsive image. */
export function responsiveImage(
  src: string | undefined | null,
  options: Omit<ImageOptions, 'width'> & { width: number; widths?: readonly number[]; sizes: string },
): { src: string; srcSet: string | undefined; sizes: string | undefined } {
  const { width, widths, sizes, ...rest } = options
  const srcSet = imageSrcSet(src, { ...rest, ...(widths ? { widths } : {}) })
  return { src: imageUrl(src, { ...rest, width }), srcSet, sizes: srcSet ? sizes : undefined }
}
