// @ts-nocheck
import { z } from 'zod'

/** The widths of spec 9: the small sizes 16–384 and the layout widths 480–2560. */
export const IMAGE_WIDTHS = [
  16, 32, 48, 64, 96, 128, 256, 384, 480, 640, 750, 828, 1080, 1200, 1440, 1920, 2560,
] as const
const DEFAULT_QUALITY = 75
const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const
export const ASPECT_RATIO_ERROR = 'Syntax not recognized for aspect ratio argument (ex: 4:3, 16:9)'

export type Fit = (typeof FITS)[number]

export interface Transform {
  quality: number
  width?: number
  height?: number
  fit?: Fit
}

const integer = (name: string) =>
  z
    .string()
    .regex(/^\d{1,5}$/, `${name} must be a whole number`)
    .transform(Number)

const querySchema = z.object({
  q: integer('q')
    .pipe(z.number().min(1, 'q must be between 1 and 100').max(100, 'q must be between 1 and 100'))
    .optional(),
  w: integer('w')
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), `w must be one of ${IMAGE_WIDTHS.join(', ')}`)
    .optional(),
  h: integer('h').optional(),
  ar: z.string().optional(),
  fit: z.enum(FITS, { message: `fit must be one of ${FITS.join(', ')}` }).optional(),
})

/** "4:3" → 0.75: the height per unit of width, so h = round(w × ratio). */
function parseAspectRatio(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value.trim())
  if (!match) return undefined
  const across = Number(match[1])
  const down = Number(match[2])
  if (!(across > 0) || !(down > 0)) return undefined
  return down / across
}

type ParsedTransform = { ok: true; transform: Transform; isIdentity: boolean } | { ok: false; error: string }

/**
 * Reads q, w, ar (with an optional h that must agree with it) and fit. Repeated parameters
 * and parameters that make no sense alone are refused, so one image never has two URLs
 * that mean different things. Other parameters are ignored.
 */
export function parseTransform(query: Record<string, string[]>): ParsedTransform {
  const repeated = Object.entries(query).find(([, values]) => values.length > 1)
  if (repeated) return { ok: false, error: `${repeated[0]} is given more than once` }
  const single = Object.fromEntries(Object.entries(query).map(([key, values]) => [key, values[0]]))
  const result = querySchema.safeParse(single)
  if (!result.success) return { ok: false, error: result.error.issues.map((issue) => issue.message).join('; ') }
  const { q, w, h, ar, fit } = result.data

  let height: number | undefined
  if (ar !== undefined) {
    const ratio = parseAspectRatio(ar)
    if (ratio === undefined) return { ok: false, error: ASPECT_RATIO_ERROR }
    if (w === undefined) return { ok: false, error: 'ar needs w: the height is round(w × ratio)' }
    height = Math.round(w * ratio)
    if (height < 1 || height > 4 * 2560) return { ok: false, error: 'ar gives a height out of range' }
    if (h !== undefined && h !== height) return { ok: false, error: `h must equal round(w × ratio) = ${height}` }
  } else if (h !== undefined) {
    return { ok: false, error: 'h is accepted only with an aspect ratio (ar)' }
  }
  if (fit !== undefined && w === undefined) return { ok: false, error: 'fit needs w' }

  const transform: Transform = { quality: q ?? DEFAULT_QUALITY }
  if (w !== undefined) transform.width = w
  if (height !== undefined) transform.height = height
  if (fit !== undefined) transform.fit = fit
  return { ok: true, transform, isIdentity: q === undefined && w === undefined && fit === undefined }
}
