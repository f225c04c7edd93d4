import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'

let server: TestServer
const editor = `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}`

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const article = (title: string, extra: Record<string, unknown> = {}) => ({
  kind: 'article',
  title,
  description: `About ${title}`,
  blocks: [{ type: 'richText', content: [{ type: 'paragraph', children: [{ text: `${title} text` }] }] }],
  ...extra,
})

const query = (path: string, locale = 'en') => new URLSearchParams({ path, locale }).toString()
const read = (path: string, locale = 'en', cookie?: string) =>
  fetch(`${server.origin}/api/pages?${query(path, locale)}`, { headers: cookie ? { cookie } : {} })
const write = (path: string, body: unknown, status: 'draft' | 'published', authorization: string | null = editor) =>
  fetch(`${server.origin}/api/pages?${query(path)}&status=${status}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  })
const publish = (path: string, authorization: string | null = editor) =>
  fetch(`${server.origin}/api/pages/publish?${query(path)}`, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  })
const previewLink = (path: string, minutes?: number, authorization: string | null = editor) =>
  fetch(`${server.origin}/api/preview/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ path, ...(minutes ? { minutes } : {}) }),
  })

/** Follows a preview link as a browser would: the cookies it sets and where it sends the browser. */
async function startPreview(path: string): Promise<{ cookie: string; location: string | null; setCookies: string[] }> {
  const { data } = await (await previewLink(path)).json()
  const response = await fetch(`${server.origin}${data.url}`, { redirect: 'manual' })
  expect(response.status).toBe(303)
  const setCookies = response.headers.getSetCookie()
  const cookie = setCookies.map((each) => each.split(';')[0]).join('; ')
  return { cookie, location: response.headers.get('location'), setCookies }
}

describe('content pages (spec 2.2–2.4)', () => {
  it('serves a published page with the pages one level below it, newest first, and 404 for a page nobody wrote', async () => {
    expect((await write('/stories', { ...article('Stories'), kind: 'hub' }, 'published')).status).toBe(200)
    await write('/stories/older', article('Older', { date: '2025-03-01' }), 'published')
    await write('/stories/newer', article('Newer', { date: '2026-05-01' }), 'published')
    await write('/stories/newer/deeper', article('Deeper'), 'published')
    const response = await read('/stories')
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.page.title).toBe('Stories')
    expect(data.preview).toBe(false)
    expect(data.locales).toEqual(['en'])
    expect(data.children.map((child: { path: string }) => child.path)).toEqual(['/stories/newer', '/stories/older'])
    expect(data.children[0]).toMatchObject({ title: 'Newer', description: 'About Newer', date: '2026-05-01' })
    const missing = await read('/stories/nobody-wrote-this')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error).toBe('No page /stories/nobody-wrote-this in en')
  })

  it('refuses a path outside the sections, an unknown locale and a document that breaks the schema, and stores nothing', async () => {
    for (const path of ['/checkout', '/stories/Upper', '/stories/../my-account', '/stories/a_b'])
      expect((await read(path)).status, path).toBe(400)
    expect((await read('/stories', 'xx-XX')).status).toBe(400)
    const bad = await write('/stories/bad', { ...article('Bad'), blocks: [{ type: 'script', src: 'x' }] }, 'published')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/^Invalid page: blocks\.0/)
    const badLink = await write(
      '/stories/bad',
      { ...article('Bad'), blocks: [{ type: 'links', links: [{ label: 'x', href: 'javascript:alert(1)' }] }] },
      'published',
    )
    expect(badLink.status).toBe(400)
    const otherSite = await write(
      '/stories/bad',
      { ...article('Bad'), blocks: [{ type: 'links', links: [{ label: 'x', href: '//evil.example/' }] }] },
      'published',
    )
    expect(otherSite.status).toBe(400)
    expect((await read('/stories/bad')).status).toBe(404)
  })

  it('lets only editors write and publish', async () => {
    const shopper = `Basic ${Buffer.from('kestrel-local:wrong').toString('base64')}`
    for (const authorization of [null, shopper]) {
      expect((await write('/stories/secret', article('Secret'), 'published', authorization)).status).toBe(401)
      expect((await publish('/stories/secret', authorization)).status).toBe(401)
      expect((await previewLink('/en/stories/secret', undefined, authorization)).status).toBe(401)
    }
    expect((await read('/stories/secret')).status).toBe(404)
  })

  it('keeps a draft out of sight until it is published, and publishing it ends the draft', async () => {
    await write('/stories/launch', article('Launch, published'), 'published')
    await write('/stories/launch', article('Launch, draft'), 'draft')
    await write('/stories/only-draft', article('Only a draft'), 'draft')
    expect((await (await read('/stories/launch')).json()).data.page.title).toBe('Launch, published')
    expect((await read('/stories/only-draft')).status).toBe(404)
    const index = (await (await read('/stories')).json()).data
    expect(index.children.map((child: { path: string }) => child.path)).not.toContain('/stories/only-draft')

    expect((await publish('/stories/launch')).status).toBe(200)
    expect((await (await read('/stories/launch')).json()).data.page.title).toBe('Launch, draft')
    const again = await publish('/stories/launch')
    expect(again.status).toBe(404)
    expect((await again.json()).error).toBe('No draft of /stories/launch in en to publish')
  })

  it('shows drafts in preview mode opened by a signed link, never cached, until the browser exits', async () => {
    await write('/stories/preview-me', article('Preview me, published'), 'published')
    await write('/stories/preview-me', article('Preview me, draft'), 'draft')
    await write('/stories/draft-only', article('Draft only'), 'draft')
    const { cookie, location, setCookies } = await startPreview('/en/stories/preview-me')
    expect(location).toBe('/en/stories/preview-me')
    expect(setCookies.find((each) => each.startsWith('kestrel_preview='))).toMatch(/HttpOnly/i)
    expect(setCookies.find((each) => each.startsWith('kestrel_preview='))).toMatch(/SameSite=Lax/i)

    const previewed = await read('/stories/preview-me', 'en', cookie)
    expect(previewed.headers.get('cache-control')).toBe('private, no-store')
    const { data } = await previewed.json()
    expect(data).toMatchObject({ preview: true, page: { title: 'Preview me, draft' } })
    expect((await read('/stories/draft-only', 'en', cookie)).status).toBe(200)
    // The server's own render passes the token on in the query.
    const token = cookie
      .split('; ')
      .find((each) => each.startsWith('kestrel_preview='))!
      .split('=')[1]!
    const byQuery = await fetch(`${server.origin}/api/pages?${query('/stories/draft-only')}&preview=${token}`)
    expect(byQuery.status).toBe(200)

    // Only the flag, or a token with a changed expiry, shows nothing of the draft.
    expect((await (await read('/stories/preview-me', 'en', 'kestrel_preview_mode=1')).json()).data.page.title).toBe(
      'Preview me, published',
    )
    const [expires, signature] = token.split('.')
    const forged = `kestrel_preview=${Number(expires) + 3600}.${signature}`
    expect((await read('/stories/draft-only', 'en', forged)).status).toBe(404)

    const exit = await fetch(
      `${server.origin}/api/preview/clear?redirect=${encodeURIComponent('/en/stories/preview-me')}`,
      { headers: { cookie }, redirect: 'manual' },
    )
    expect(exit.status).toBe(303)
    expect(exit.headers.get('location')).toBe('/en/stories/preview-me')
    const cleared = exit.headers.getSetCookie()
    expect(cleared.find((each) => each.startsWith('kestrel_preview='))).toMatch(/Max-Age=0/)
    expect(cleared.find((each) => each.startsWith('kestrel_preview_mode='))).toMatch(/Max-Age=0/)
  })

  it('refuses a forged or expired preview link and never sends the browser to another site', async () => {
    const { data } = await (await previewLink('/en/stories')).json()
    const url = new URL(data.url, server.origin)
    url.searchParams.set('redirect', '/en/my-account')
    const forged = await fetch(url, { redirect: 'manual' })
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie()).toEqual([])
    expect((await forged.json()).error).toBe('This preview link is not valid')

    const past = new URL(data.url, server.origin)
    past.searchParams.set('expires', '1000')
    expect((await fetch(past, { redirect: 'manual' })).status).toBe(403)

    expect((await previewLink('//evil.example/path')).status).toBe(400)
    expect((await previewLink('https://evil.example/')).status).toBe(400)
    expect((await previewLink('/en/stories', 60 * 24 + 1)).status).toBe(400)
    for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const exit = await fetch(`${server.origin}/api/preview/clear?redirect=${encodeURIComponent(redirect)}`, {
        redirect: 'manual',
      })
      expect(exit.headers.get('location'), redirect).toBe('/')
    }
  })

  it('stores markup in a document as text: it is never turned into HTML', async () => {
    const payload = '<img src=x onerror=alert(1)>'
    const saved = await write(
      '/stories/markup',
      article(payload, {
        blocks: [
          { type: 'heading', text: payload },
          { type: 'richText', content: [{ type: 'paragraph', children: [{ text: payload, bold: true }] }] },
        ],
      }),
      'published',
    )
    expect(saved.status).toBe(200)
    const { data } = await (await read('/stories/markup')).json()
    expect(data.page.title).toBe(payload)
    expect(data.page.blocks[0]).toEqual({ type: 'heading', text: payload })
  })
})
