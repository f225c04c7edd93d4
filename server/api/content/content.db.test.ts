import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { LAYOUT_DOCUMENTS } from '@common/content-schemas'
import { contentSeeder } from './content.seed'

let server: TestServer
const editor = `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder] })
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/content/${path}`, { headers })
const put = (path: string, body: unknown, authorization?: string) =>
  fetch(`${server.origin}/api/content/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  })

describe('content API (spec 3.21–3.23)', () => {
  it('serves the navigation with the category trees in both locales', async () => {
    const cs = (await (await get('navigation?locale=cs-CZ')).json()).data
    const en = (await (await get('navigation?locale=en')).json()).data
    expect(cs.items.map((item: { id: string }) => item.id)).toEqual([
      'women',
      'men',
      'kids',
      'outdoor',
      'golf',
      'bags-and-accessories',
      'sale',
    ])
    expect(cs.items[0].primaryLink).toEqual({ label: 'Ženy', pageTypeId: 'category', completeSlug: '/women' })
    expect(en.items[0].primaryLink.label).toBe('Women')
    const columns = cs.items[0].linkCollections.map((collection: { column: string }) => collection.column)
    expect(new Set(columns)).toEqual(new Set(['1', '2', '3', '4']))
    expect(
      cs.items
        .filter((item: { isSalesNavigationItem: boolean }) => item.isSalesNavigationItem)
        .map((item: { id: string }) => item.id),
    ).toEqual(['sale'])
  })

  it('serves the footer with modal links and the 35 markets with flags', async () => {
    const footer = (await (await get('footer?locale=en')).json()).data
    const modalLinks = footer.linkCollections.flatMap((group: { links: Array<{ modal?: boolean }> }) =>
      group.links.filter((link) => link.modal),
    )
    expect(modalLinks.length).toBeGreaterThan(0)
    expect(modalLinks[0]).toMatchObject({
      label: 'Free shipping',
      description: expect.any(String),
      descriptionRichText: expect.any(Array),
    })

    const { markets } = (await (await get('markets?locale=cs-CZ')).json()).data
    expect(markets).toHaveLength(35)
    expect(new Set(markets.map((market: { id: string }) => market.id)).size).toBe(35)
    expect(markets.find((market: { id: string }) => market.id === 'cs-CZ')).toEqual({
      id: 'cs-CZ',
      name: 'Česká republika',
      icon: '/assets/flags/cz.svg',
      link: '',
    })
    expect(markets.find((market: { id: string }) => market.id === 'de-DE').link).toBe(
      'https://www.kestrel.example/de-DE',
    )
  })

  it('serves the site settings with the market switches, keeping the home content', async () => {
    const settings = (await (await get('site-settings?locale=cs-CZ')).json()).data
    expect(settings.home.heading).toBe('Obuv a kožené zboží pro každý krok')
    expect(settings.marketFeatures).toMatchObject({
      instalmentSiteMessaging: true,
      hasRaffle: false,
      liveChat: { enabled: true, solution: 'widget' },
    })
    expect(settings.promotionalCountdownTimer.hiddenOnPaths).toContain('/checkout')
  })

  it('answers bad input with 400 and unknown content with 404', async () => {
    expect((await get('navigation?locale=de-DE')).status).toBe(400)
    expect((await get('navigation')).status).toBe(400)
    expect((await get('Navigation!?locale=en')).status).toBe(400)
    expect((await get('no-such-key?locale=en')).status).toBe(404)
  })

  it('answers the layout documents in one request, as each answers alone, kept by the browser until one changes', async () => {
    const layout = await get('layout?locale=en')
    expect(layout.status).toBe(200)
    expect(layout.headers.get('cache-control')).toBe('public, no-cache')
    const { data } = await layout.json()
    expect(Object.keys(data)).toEqual([...LAYOUT_DOCUMENTS])
    for (const key of LAYOUT_DOCUMENTS) expect(data[key]).toEqual((await (await get(`${key}?locale=en`)).json()).data)
    const tag = layout.headers.get('etag')!
    const unchanged = await get('layout?locale=en', { 'if-none-match': tag })
    expect(unchanged.status).toBe(304)

    const texts = { delivery: 'Delivered in a day.', returns: 'Returned in a month.' }
    expect(
      (await put('site-settings?locale=en', { ...data['site-settings'], deliveryAndReturns: texts }, editor)).status,
    ).toBe(200)
    const changed = await get('layout?locale=en', { 'if-none-match': tag })
    expect(changed.status).toBe(200)
    expect((await changed.json()).data['site-settings'].deliveryAndReturns).toEqual(texts)

    expect((await get('layout?locale=de-DE')).status).toBe(400)
    expect((await get('layout')).status).toBe(400)
  })

  it('lets editors replace a document, validated against its schema', async () => {
    const current = (await (await get('navigation?locale=en')).json()).data
    const changed = {
      items: [
        { ...current.items[0], primaryLink: { ...current.items[0].primaryLink, label: 'Ladies' } },
        ...current.items.slice(1),
      ],
    }

    const anonymous = await put('navigation?locale=en', changed)
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).error).toMatch(/management credentials/)
    const wrong = await put(
      'navigation?locale=en',
      changed,
      `Basic ${Buffer.from('kestrel-local:nope').toString('base64')}`,
    )
    expect(wrong.status).toBe(401)

    const invalid = await put('navigation?locale=en', { items: [{ id: 'Bad Id' }] }, editor)
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).error).toMatch(/^Invalid navigation document: items\.0\./)
    expect((await put('navigation?locale=en', 'not json', editor)).status).toBe(400)

    const saved = await put('navigation?locale=en', changed, editor)
    expect(saved.status).toBe(200)
    const reread = (await (await get('navigation?locale=en')).json()).data
    expect(reread.items[0].primaryLink.label).toBe('Ladies')
    // The other locale is untouched.
    expect((await (await get('navigation?locale=cs-CZ')).json()).data.items[0].primaryLink.label).toBe('Ženy')
  })

  it('keeps the market’s switches one for the market: saved in one language, they hold in the other', async () => {
    const czech = (await (await get('site-settings?locale=cs-CZ')).json()).data
    const english = (await (await get('site-settings?locale=en')).json()).data
    expect(czech.marketFeatures.isMarketWithLoyalty).toBe(true)
    const saved = await put(
      'site-settings?locale=en',
      { ...english, marketFeatures: { ...english.marketFeatures, isMarketWithLoyalty: false } },
      editor,
    )
    expect(saved.status).toBe(200)
    const after = (await (await get('site-settings?locale=cs-CZ')).json()).data
    expect(after.marketFeatures).toEqual({ ...czech.marketFeatures, isMarketWithLoyalty: false })
    // Only the switches follow: the Czech document keeps its own words.
    expect({ ...after, marketFeatures: czech.marketFeatures }).toEqual(czech)
    expect(
      (await put('site-settings?locale=cs-CZ', { ...after, marketFeatures: czech.marketFeatures }, editor)).status,
    ).toBe(200)
    expect((await (await get('site-settings?locale=en')).json()).data.marketFeatures.isMarketWithLoyalty).toBe(true)
  })
})
