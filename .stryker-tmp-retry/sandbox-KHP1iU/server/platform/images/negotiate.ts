// @ts-nocheck
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** The media types an `Accept` header allows (q=0 means "not this one"). */
function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>()
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.trim().toLowerCase().split(';')
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
    if (type && !refused) types.add(type.trim())
  }
  return types
}

/**
 * AVIF when the client takes it, then WebP, else the source's own kind: JPEG for
 * photographs, PNG for drawings (which need sharp edges and may be transparent).
 */
export function negotiateFormat(accept: string | undefined, sourceIsPhoto: boolean): OutputFormat {
  const types = acceptedTypes(accept ?? '')
  if (types.has('image/avif')) return 'avif'
  if (types.has('image/webp')) return 'webp'
  return sourceIsPhoto ? 'jpeg' : 'png'
}
