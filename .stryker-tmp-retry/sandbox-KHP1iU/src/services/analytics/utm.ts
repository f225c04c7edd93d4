/** Spec 3.15: the UTM parameters, empty strings by default. */
// @ts-nocheck

interface UtmParameters {
  campaign: string
  source: string
  medium: string
  term: string
  content: string
}

const UTM_STORAGE_KEY = 'kestrel.utm'

const FIELDS = ['campaign', 'source', 'medium', 'term', 'content'] as const

export function parseUtm(search: string): UtmParameters {
  const params = new URLSearchParams(search)
  return Object.fromEntries(
    FIELDS.map((field) => [field, params.get(`utm_${field}`) ?? '']),
  ) as unknown as UtmParameters
}

/**
 * Captured once per browser session: the first landing's parameters stay in session storage
 * and later pages of the same session do not overwrite them.
 */
export function captureUtm(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): UtmParameters {
  const stored = storage.getItem(UTM_STORAGE_KEY)
  if (stored) {
    try {
      return { ...parseUtm(''), ...(JSON.parse(stored) as Partial<UtmParameters>) }
    } catch {
      // A damaged entry is captured afresh below.
    }
  }
  const utm = parseUtm(search)
  storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm))
  return utm
}
