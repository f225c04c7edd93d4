// @ts-nocheck
import { z } from 'zod'

/**
 * Search parameters arrive as JSON values or, inside a `params` string, as URL-encoded text
 * (`hitsPerPage=20&facets=%5B%22division%22%5D`); these accept both spellings.
 */
export const looseNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().finite(),
)

export const looseInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number().int().min(min).max(max),
  )

export const looseBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return value
}, z.boolean())

/** A list given as an array, a JSON array string, or comma-separated text. */
export const looseStringList = z.preprocess((value) => {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (text.startsWith('[')) return parseJson(text)
  return text === '' ? [] : text.split(',').map((item) => item.trim())
}, z.array(z.string()))

/** facetFilters / numericFilters: a string, or an array of strings and arrays of strings. */
export const looseFilterList = z.preprocess(
  (value) => (typeof value === 'string' && value.trim().startsWith('[') ? parseJson(value) : value),
  z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]),
)

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Reads a URL-encoded `params` string into a plain object of its values. */
export function parseParamsString(params: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(params)) {
    const text = value.trim()
    result[key] = text.startsWith('[') || text.startsWith('{') ? parseJson(text) : value
  }
  return result
}

/** The inverse, for the `params` echoed in every search response. */
export function toParamsString(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&')
}
