import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../content/content.seed'
import { LOCAL_SUPPORT_CHAT_API_KEY } from '../../platform/support-chat/support-chat.routes'
import { startTestServer, type TestServer } from '../../../tests/support/server'

let server: TestServer
const KEY = { 'x-api-key': LOCAL_SUPPORT_CHAT_API_KEY, 'content-type': 'application/json' }
const EDITOR = { authorization: `Basic ${btoa('kestrel-local:kestrel-local')}`, 'content-type': 'application/json' }

const session = (body: unknown = {}) =>
  fetch(`${server.origin}/api/live-chat/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const hold = (mode: 'open' | 'closed' | 'schedule') =>
  fetch(`${server.origin}/platform/support-chat/availability`, {
    method: 'PUT',
    headers: KEY,
    body: JSON.stringify({ mode }),
  })

async function setLiveChat(enabled: boolean) {
  for (const locale of ['cs-CZ', 'en']) {
    const url = `${server.origin}/api/content/site-settings?locale=${locale}`
    const { data } = (await (await fetch(url)).json()) as { data: { marketFeatures: { liveChat: object } } }
    data.marketFeatures.liveChat = { ...data.marketFeatures.liveChat, enabled }
    expect((await fetch(url, { method: 'PUT', headers: EDITOR, body: JSON.stringify(data) })).status).toBe(200)
  }
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder] })
})
afterAll(() => server.close())

describe('POST /api/live-chat/session', () => {
  it('issues a support-chat token in support hours, for the same visitor again when asked', async () => {
    await hold('open')
    const first = await session()
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toContain('no-store')
    const issued = (await first.json()) as { available: true; token: string; visitorId: string }
    expect(issued).toMatchObject({ available: true, token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) })
    const verified = await fetch(`${server.origin}/platform/support-chat/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: issued.token }),
    })
    expect(await verified.json()).toMatchObject({ valid: true, claims: { sub: issued.visitorId } })
    const again = (await (await session({ visitorId: issued.visitorId })).json()) as { visitorId: string }
    expect(again.visitorId).toBe(issued.visitorId)
  })

  it('issues nothing outside support hours', async () => {
    await hold('closed')
    expect(await (await session()).json()).toEqual({ available: false })
    await hold('schedule')
  })

  it('answers bad input with 400 and a message', async () => {
    const bad = await session({ visitorId: '../etc' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/visitorId/)
    expect((await session({ name: 'Mallory' })).status).toBe(400)
  })

  it('is not there while the market’s live-chat switch is off', async () => {
    await hold('open')
    await setLiveChat(false)
    try {
      expect((await session()).status).toBe(404)
    } finally {
      await setLiveChat(true)
      await hold('schedule')
    }
    expect((await session()).status).toBe(200)
  })
})
