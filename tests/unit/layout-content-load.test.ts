import { describe, expect, it } from 'vitest'
import { LAYOUT_DOCUMENTS } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { footerFor } from '../../server/api/content/footer.seed'
import { marketsFor } from '../../server/api/content/markets.seed'
import { navigationFor } from '../../server/api/content/navigation.seed'
import { siteSettingsFor } from '../../server/api/content/site-settings.seed'
import { createApiClient } from '../../src/services/api'
import { isLayoutQuery, layoutContentPath, loadLayoutContent } from '../../src/services/content'
import { layoutQueryKey } from '../../src/services/navigation'
import { createQueryClient } from '../../src/services/query-client'

const documentsOf = (locale: Locale): Record<string, unknown> => ({
  'site-settings': siteSettingsFor(locale),
  navigation: navigationFor(locale),
  footer: footerFor(locale),
  markets: marketsFor(locale),
})

/** A content API that answers the layout request and each document alone, and counts what it was asked. */
function contentApi(layout: (locale: Locale) => Response) {
  const asked: string[] = []
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://shop')
    asked.push(`${url.pathname}${url.search}`)
    const locale = url.searchParams.get('locale') as Locale
    if (url.pathname === '/api/content/layout') return layout(locale)
    const key = url.pathname.slice('/api/content/'.length)
    return Response.json({ data: documentsOf(locale)[key] })
  }
  return { asked, fetchImpl, api: createApiClient({ baseUrl: '', locale: 'en', fetch: fetchImpl }) }
}

const cached = (queryClient: ReturnType<typeof createQueryClient>, locale: Locale) =>
  Object.fromEntries(LAYOUT_DOCUMENTS.map((key) => [key, queryClient.getQueryData(layoutQueryKey(key, locale))]))

describe('the layout content the code loads before it hydrates', () => {
  it('fills every layout query from one request, through the same queries as the server (markets sorted)', async () => {
    const { asked, fetchImpl, api } = contentApi((locale) => Response.json({ data: documentsOf(locale) }))
    const queryClient = createQueryClient()
    await loadLayoutContent(queryClient, api, 'cs-CZ', fetchImpl)
    expect(asked).toEqual([layoutContentPath('cs-CZ')])

    const reference = createQueryClient()
    const alone = contentApi(() => new Response(null, { status: 500 }))
    await loadLayoutContent(reference, alone.api, 'cs-CZ', alone.fetchImpl)
    expect(cached(queryClient, 'cs-CZ')).toEqual(cached(reference, 'cs-CZ'))
    const markets = cached(queryClient, 'cs-CZ').markets as Array<{ name: string }>
    const names = markets.map((market) => market.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('cs-CZ').compare))
    expect(names.indexOf('Česko')).toBeLessThan(names.indexOf('Dánsko'))
  })

  it('asks for each document alone when the layout request fails', async () => {
    const { asked, fetchImpl, api } = contentApi(() => Response.json({ error: 'down' }, { status: 503 }))
    const queryClient = createQueryClient()
    await loadLayoutContent(queryClient, api, 'en', fetchImpl)
    expect(asked.sort()).toEqual(
      [layoutContentPath('en'), ...LAYOUT_DOCUMENTS.map((key) => `/api/content/${key}?locale=en`)].sort(),
    )
    expect((cached(queryClient, 'en').navigation as { items: unknown[] }).items.length).toBeGreaterThan(0)
  })

  it('asks again for a document the layout answer holds in a shape the shop cannot read', async () => {
    const { asked, fetchImpl, api } = contentApi((locale) =>
      Response.json({ data: { ...documentsOf(locale), footer: { copyright: 42 } } }),
    )
    const queryClient = createQueryClient()
    // No retry of what the answer holds (it would read the same): the footer's query fails once, then asks alone.
    const retried: unknown[] = []
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'failed') retried.push(event.query.queryKey)
    })
    await loadLayoutContent(queryClient, api, 'en', fetchImpl)
    expect(asked).toEqual([layoutContentPath('en'), '/api/content/footer?locale=en'])
    expect(cached(queryClient, 'en').footer).toEqual(footerFor('en'))
    expect(retried).toEqual([])
  })

  it('lets the page hydrate when the content API answers nothing at all', async () => {
    const down: typeof fetch = async () => Response.json({ error: 'down' }, { status: 503 })
    const queryClient = createQueryClient()
    const api = createApiClient({ baseUrl: '', locale: 'en', fetch: down })
    await expect(loadLayoutContent(queryClient, api, 'en', down)).resolves.toBeUndefined()
    expect(queryClient.getQueryData(layoutQueryKey('navigation', 'en'))).toBeUndefined()
  })

  it('leaves the layout queries out of what the page embeds, and nothing else', () => {
    expect(LAYOUT_DOCUMENTS.every((key) => isLayoutQuery({ queryKey: layoutQueryKey(key, 'en') }))).toBe(true)
    expect(isLayoutQuery({ queryKey: ['content', 'page', 'en'] })).toBe(false)
    expect(isLayoutQuery({ queryKey: ['catalog', 'navigation', 'en'] })).toBe(false)
  })
})
