/** Where the browser remembers the cookie choice; the banner is asked once per browser. */
export const CONSENT_STORAGE_KEY = 'kestrel.cookieConsent'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

export function loadConsent(storage: KeyValueStorage): string[] | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null')
    return Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : null
  } catch {
    return null
  }
}

export function saveConsent(storage: KeyValueStorage, categories: readonly string[]): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(categories))
}
