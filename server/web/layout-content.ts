import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '@common/market'
import { LAYOUT_DOCUMENTS } from '@common/content-schemas'
import { layoutQueryKey } from '../../src/services/navigation'
import type { CacheVersions } from './page-cache'

/**
 * The layout's content (site settings, navigation, footer, markets) kept from one render to the
 * next. It is the same for every shopper of a locale, so a shopper's page, which is rendered for
 * them alone, does not ask the content API for it again: a render starts with what an earlier
 * render of the same cache versions loaded (`cache_versions`, bumped by the database when the
 * catalog, the stock or the site content changes; the navigation leaves out empty categories), at
 * most `maxAgeMs` old. What a render loads itself is kept for the next.
 */
export interface LayoutContentCache {
  /** Fills a render's query cache; call `keep` once the render's loaders have run. */
  prime(queryClient: QueryClient, locale: Locale): Promise<{ keep(): void }>
}

interface Entry {
  version: string
  storedAt: number
  data: unknown[]
}

export function createLayoutContentCache({
  versions,
  maxAgeMs = 30_000,
  now = () => Date.now(),
}: {
  versions: CacheVersions
  maxAgeMs?: number
  now?: () => number
}): LayoutContentCache {
  const entries = new Map<Locale, Entry>()
  return {
    async prime(queryClient, locale) {
      const version = await versions.current()
      const keys = LAYOUT_DOCUMENTS.map((document) => layoutQueryKey(document, locale))
      const entry = entries.get(locale)
      const fresh = version !== null && entry?.version === version && now() - entry.storedAt <= maxAgeMs
      if (fresh) {
        // Renders share one frozen copy: nothing a render does to its data can reach another's.
        keys.forEach((key, index) => queryClient.setQueryData(key, entry.data[index]))
      }
      return {
        keep() {
          if (fresh || version === null) return
          const data = keys.map((key) => queryClient.getQueryData(key))
          // A document that failed to load is asked for again by the next render.
          if (data.some((each) => each === undefined)) return
          entries.set(locale, { version, storedAt: now(), data: deepFreeze(structuredClone(data)) })
        },
      }
    },
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const each of Object.values(value)) deepFreeze(each)
  }
  return value
}
