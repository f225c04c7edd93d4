import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { ServerFrame } from '@common/support-chat'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { signToken } from './jwt'
import { createSupportChatService, LOCAL_SUPPORT_CHAT_API_KEY, LOCAL_SUPPORT_CHAT_SECRET } from './support-chat.routes'

let server: TestServer
let second: TestServer
const KEY = { 'x-api-key': LOCAL_SUPPORT_CHAT_API_KEY, 'content-type': 'application/json' }

async function visitorToken(origin: string, body: Record<string, string> = {}) {
  const response = await fetch(`${origin}/platform/support-chat/token`, {
    method: 'POST',
    headers: KEY,
    body: JSON.stringify(body),
  })
  return (await response.json()) as { token: string; visitorId: string }
}
async function agentToken(origin: string) {
  const response = await fetch(`${origin}/platform/support-chat/console/token`, { method: 'POST', headers: KEY })
  return ((await response.json()) as { token: string }).token
}

/** A window on the chat: every frame it received, and a wait for the next one that fits. */
class Window {
  frames: ServerFrame[] = []
  private waiters: Array<{ test: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }> = []
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame
      this.frames.push(frame)
      this.waiters = this.waiters.filter((w) => (w.test(frame) ? (w.resolve(frame), false) : true))
    })
  }
  static async open(origin: string, token: string): Promise<Window> {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/platform/support-chat/socket?token=${token}`)
    const window = new Window(socket)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    return window
  }
  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }
  next<T extends ServerFrame['type']>(
    type: T,
    test: (f: Extract<ServerFrame, { type: T }>) => boolean = () => true,
    timeout = 5000,
  ): Promise<Extract<ServerFrame, { type: T }>> {
    const seen = this.frames.find((f) => f.type === type && test(f as never))
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1)
      return Promise.resolve(seen as never)
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeout} ms`)), timeout)
      this.waiters.push({
        test: (f) => f.type === type && test(f as never),
        resolve: (f) => {
          clearTimeout(timer)
          this.frames.splice(this.frames.indexOf(f), 1)
          resolve(f as never)
        },
      })
    })
  }
  close() {
    this.socket.close()
  }
}

/** What the server answers an upgrade it refuses. */
function refusal(origin: string, query: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/platform/support-chat/socket${query}`)
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
    socket.once('open', () => reject(new Error('the socket opened')))
    socket.once('error', () => {})
  })
}

beforeAll(async () => {
  server = await startTestServer()
  second = await startTestServer({ sharedDatabase: server.database })
})
afterAll(async () => {
  await second.close()
  await server.close()
})

describe('the support chat over WebSocket', () => {
  it('refuses a connection without a token, with a forged, foreign or expired one', async () => {
    expect(await refusal(server.origin, '')).toBe(401)
    expect(await refusal(server.origin, '?token=not-a-token')).toBe(401)
    const foreign = await signToken(
      { iss: 'x', aud: 'support-chat', sub: 'v', iat: 1, exp: 9e9 },
      'someone-elses-secret',
    )
    expect(await refusal(server.origin, `?token=${foreign}`)).toBe(401)
    const past = Math.floor(Date.now() / 1000) - 60
    const expired = await signToken(
      { iss: 'kestrel-support-chat', aud: 'support-chat', sub: 'visitor-1', iat: past - 900, exp: past },
      LOCAL_SUPPORT_CHAT_SECRET,
    )
    expect(await refusal(server.origin, `?token=${expired}`)).toBe(401)
    // Another audience's token (not the chat's) is refused too.
    const other = await signToken(
      { iss: 'kestrel-support-chat', aud: 'somewhere-else', sub: 'v', iat: past, exp: past + 900 },
      LOCAL_SUPPORT_CHAT_SECRET,
    )
    expect(await refusal(server.origin, `?token=${other}`)).toBe(401)
  })

  it('answers bad frames with an error frame and keeps the connection', async () => {
    const { token } = await visitorToken(server.origin)
    const visitor = await Window.open(server.origin, token)
    visitor.send('not json')
    expect((await visitor.next('error')).error).toMatch(/JSON/)
    visitor.send({ type: 'send', clientId: 'message-0001', body: 'before hello' })
    expect((await visitor.next('error')).error).toMatch(/hello/)
    visitor.send({ type: 'hello' })
    await visitor.next('ready')
    for (const bad of [
      { type: 'shout' },
      { type: 'send', clientId: 'x', body: 'hi' },
      { type: 'send', clientId: 'message-0002', body: '   ' },
      { type: 'send', clientId: 'message-0003', body: 'x'.repeat(2001) },
      { type: 'seen', status: 'read', upTo: -1 },
      { type: 'hello', admin: true },
      [1, 2, 3],
    ]) {
      visitor.send(bad)
      expect((await visitor.next('error')).error).toMatch(/^Invalid frame/)
    }
    visitor.send({ type: 'ping' })
    await visitor.next('pong')
    visitor.close()
  })

  it('carries messages both ways across two server processes, with delivery state and typing', async () => {
    const { token } = await visitorToken(server.origin, { name: 'Jana Nováková' })
    const agent = await Window.open(second.origin, await agentToken(second.origin))
    agent.send({ type: 'hello' })
    await agent.next('conversations')
    const visitor = await Window.open(server.origin, token)
    visitor.send({ type: 'hello' })
    const { conversationId, messages } = await visitor.next('ready')
    expect(messages).toEqual([])
    const opened = await agent.next('conversation', (f) => f.conversation.id === conversationId)
    expect(opened.conversation.visitorName).toBe('Jana Nováková')

    visitor.send({ type: 'typing', typing: true })
    await agent.next('typing', (f) => f.conversationId === conversationId && f.author === 'visitor' && f.typing)
    visitor.send({ type: 'send', clientId: 'question-0001', body: 'Do the Kite pumps run small?' })
    const sent = await visitor.next('message', (f) => f.message.clientId === 'question-0001')
    expect(sent.message).toMatchObject({ author: 'visitor', status: 'sent', conversationId })
    const received = await agent.next('message', (f) => f.message.id === sent.message.id)
    expect(received.message.body).toBe('Do the Kite pumps run small?')

    agent.send({ type: 'seen', conversationId, status: 'delivered', upTo: sent.message.id })
    await visitor.next(
      'status',
      (f) => f.author === 'visitor' && f.status === 'delivered' && f.upTo === sent.message.id,
    )
    agent.send({ type: 'seen', conversationId, status: 'read', upTo: sent.message.id })
    await visitor.next('status', (f) => f.status === 'read')

    agent.send({ type: 'send', conversationId, clientId: 'answer-0001', body: 'They run true to size.' })
    const answer = await visitor.next('message', (f) => f.message.author === 'agent')
    expect(answer.message.body).toBe('They run true to size.')

    // A message sent again (the window did not hear its echo) is stored once.
    visitor.send({ type: 'send', clientId: 'question-0001', body: 'Do the Kite pumps run small?' })
    await visitor.next('error', () => true, 700).catch(() => null)
    const stored = await server.database.db
      .withTables<{ support_chat_messages: { conversation_id: string; client_id: string } }>()
      .selectFrom('support_chat_messages')
      .select('client_id')
      .where('conversation_id', '=', conversationId)
      .execute()
    expect(stored.map((row) => row.client_id).sort()).toEqual(['answer-0001', 'question-0001'])
    visitor.close()
    agent.close()
  })

  it('resumes a conversation after a reconnect from the last message seen, also on another process', async () => {
    const { token, visitorId } = await visitorToken(server.origin)
    const visitor = await Window.open(server.origin, token)
    visitor.send({ type: 'hello' })
    const { conversationId } = await visitor.next('ready')
    visitor.send({ type: 'send', clientId: 'first-00001', body: 'First' })
    const first = await visitor.next('message')
    visitor.close()

    // While the visitor is away the agent answers twice.
    const agent = await Window.open(server.origin, await agentToken(server.origin))
    agent.send({ type: 'hello' })
    const list = await agent.next('conversations')
    expect(list.conversations.find((c) => c.id === conversationId)?.messages.map((m) => m.body)).toEqual(['First'])
    agent.send({ type: 'send', conversationId, clientId: 'away-000001', body: 'Answer one' })
    agent.send({ type: 'send', conversationId, clientId: 'away-000002', body: 'Answer two' })
    await agent.next('message', (f) => f.message.clientId === 'away-000002')

    // A fresh token for the same visitor, on the other process: what came after `first` is replayed.
    const again = await visitorToken(second.origin, { visitorId })
    const back = await Window.open(second.origin, again.token)
    back.send({ type: 'hello', conversationId, after: first.message.id })
    const ready = await back.next('ready')
    expect(ready.conversationId).toBe(conversationId)
    expect(ready.messages.map((m) => m.body)).toEqual(['Answer one', 'Answer two'])

    // Another visitor cannot join this conversation: they get their own.
    const stranger = await Window.open(second.origin, (await visitorToken(second.origin)).token)
    stranger.send({ type: 'hello', conversationId, after: 0 })
    const own = await stranger.next('ready')
    expect(own.conversationId).not.toBe(conversationId)
    expect(own.messages).toEqual([])
    stranger.send({ type: 'send', conversationId, clientId: 'intruder-001', body: 'hi' })
    expect((await stranger.next('error')).error).toMatch(/Not your conversation/)
    for (const w of [back, stranger, agent]) w.close()
  })

  it('tells availability by the operator’s hold, refused without the key', async () => {
    const put = (mode: string, headers: Record<string, string> = KEY) =>
      fetch(`${server.origin}/platform/support-chat/availability`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ mode }),
      })
    expect((await put('closed', {})).status).toBe(401)
    expect((await put('sometimes')).status).toBe(400)
    expect((await put('closed')).status).toBe(200)
    const read = async () =>
      ((await (await fetch(`${second.origin}/platform/support-chat/availability`)).json()) as { available: boolean })
        .available
    expect(await read()).toBe(false)
    await put('open')
    expect(await read()).toBe(true)
    await put('schedule')
  })

  it('serves the agent console with the key only', async () => {
    expect((await fetch(`${server.origin}/platform/support-chat/console`)).status).toBe(401)
    const basic = `Basic ${Buffer.from(`agent:${LOCAL_SUPPORT_CHAT_API_KEY}`).toString('base64')}`
    const page = await fetch(`${server.origin}/platform/support-chat/console`, { headers: { authorization: basic } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('agent console')
    expect((await fetch(`${server.origin}/platform/support-chat/console/token`, { method: 'POST' })).status).toBe(401)
  })

  it('serves neither the console nor the operator’s switch in production; the chat itself stays', async () => {
    const env = {
      SUPPORT_CHAT_SECRET: 'a-deployment-secret-0123456789',
      SUPPORT_CHAT_API_KEY: 'a-deployment-key-0123456789',
    }
    const service = createSupportChatService(server.database.db, { NODE_ENV: 'production' }, env)
    const key = { 'x-api-key': env.SUPPORT_CHAT_API_KEY, 'content-type': 'application/json' }
    expect((await service.request('/console', { headers: key })).status).toBe(404)
    expect((await service.request('/console/console.js')).status).toBe(404)
    expect((await service.request('/console/token', { method: 'POST', headers: key })).status).toBe(404)
    const hold = { method: 'PUT', headers: key, body: JSON.stringify({ mode: 'open' }) }
    expect((await service.request('/availability', hold)).status).toBe(404)
    expect((await service.request('/availability')).status).toBe(200)
    expect((await service.request('/token', { method: 'POST', headers: key, body: '{}' })).status).toBe(200)
  })
})
