import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { clientFrameSchema, type ClientFrame, type ServerFrame } from '@common/support-chat'
import type { Database } from '../../db/database'
import { createChatStore, type ChatEvent, type ChatStore } from './chat-store'
import { checkToken } from './jwt'

/** Where windows connect: `ws(s)://{host}/platform/support-chat/socket?token={support-chat token}`. */
const CHAT_SOCKET_PATH = '/platform/support-chat/socket'
export const VISITOR_AUDIENCE = 'support-chat'
export const AGENT_AUDIENCE = 'support-chat-agent'

/** A frame is at most 16 KiB; a window sends at most 40 frames in 10 s. */
const MAX_FRAME_BYTES = 16 * 1024
const FRAME_BUDGET = 40
const FRAME_WINDOW_MS = 10_000
/** Every process reads the events table this often while any window is connected to it. */
const POLL_MS = 150
const HEARTBEAT_MS = 30_000
const PRUNE_MS = 10 * 60_000

interface Connection {
  role: 'visitor' | 'agent'
  subject: string
  name: string | null
  /** A visitor's conversation once it said hello; agents hear every conversation. */
  conversationId: string | null
  joined: boolean
  alive: boolean
  frames: number[]
  /** The frames are handled one after another, so two messages sent in a row are stored in that order. */
  handled: Promise<void>
}

interface ChatSocketOptions {
  db: Database
  secret: string
  now?: () => number
}

function refuse(socket: Duplex, status: 401 | 400, error: string) {
  const body = JSON.stringify({ error })
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/**
 * The support chat over WebSocket. A window authenticates with a support-chat token in the query
 * (a visitor's, or an agent's from the console); anything else is refused before the upgrade.
 * Every frame is validated; a bad one is answered with an error frame and the connection stays.
 * Messages, delivery states and typing go through the database: each process reads the events
 * table after the last event it passed on (every 150 ms while windows are connected, at once after
 * its own writes), so a window connected to any process, or reconnecting, hears everything.
 */
export function createSupportChatSocket({ db, secret, now = () => Date.now() }: ChatSocketOptions) {
  const store: ChatStore = createChatStore(db, () => new Date(now()))
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const connections = new Map<WebSocket, Connection>()

  let cursor: Promise<number> | null = null
  /** Where this process reads the feed from: its newest event when the first window connects. */
  const position = () =>
    (cursor ??= store.latestEventId().catch((error: unknown) => {
      cursor = null
      throw error
    }))
  let polling = false
  let again = false
  let timer: NodeJS.Timeout | null = null
  let lastPrune = 0

  const send = (socket: WebSocket, frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
  }

  function dispatch(event: ChatEvent) {
    for (const [socket, connection] of connections) {
      if (!connection.joined) continue
      const hears =
        connection.role === 'agent'
          ? true
          : event.frame.type !== 'conversation' && connection.conversationId === event.conversationId
      if (hears) send(socket, event.frame)
    }
  }

  async function poll() {
    if (polling) {
      again = true
      return
    }
    polling = true
    try {
      do {
        again = false
        let from = await position()
        for (;;) {
          const events = await store.eventsAfter(from)
          for (const event of events) dispatch(event)
          if (events.length) from = events.at(-1)!.id
          cursor = Promise.resolve(from)
          if (events.length < 500) break
        }
        if (now() - lastPrune > PRUNE_MS) {
          lastPrune = now()
          await store.pruneEvents()
        }
      } while (again)
    } catch (error) {
      console.error(`Support chat: reading events failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      polling = false
      schedule()
    }
  }

  function schedule() {
    if (timer || connections.size === 0) return
    timer = setTimeout(() => {
      timer = null
      void poll()
    }, POLL_MS)
  }

  /** After a write of this process: its own windows hear it without waiting for the next round. */
  const poke = () => void poll()

  const heartbeat = setInterval(() => {
    for (const [socket, connection] of connections) {
      if (!connection.alive) socket.terminate()
      else {
        connection.alive = false
        socket.ping()
      }
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()

  async function handle(socket: WebSocket, connection: Connection, frame: ClientFrame) {
    if (frame.type === 'ping') return send(socket, { type: 'pong' })
    if (frame.type === 'hello') {
      // The feed's position is fixed before the replay is read: what comes after arrives as events.
      await position()
      if (connection.role === 'agent') {
        connection.joined = true
        send(socket, { type: 'conversations', conversations: await store.openConversations() })
      } else {
        const conversationId = await store.openConversation(
          connection.subject,
          connection.name,
          frame.conversationId ?? connection.conversationId ?? undefined,
        )
        connection.conversationId = conversationId
        connection.joined = true
        const after = frame.conversationId === conversationId ? (frame.after ?? 0) : 0
        send(socket, { type: 'ready', conversationId, messages: await store.messagesAfter(conversationId, after) })
      }
      schedule()
      return
    }
    if (!connection.joined) return send(socket, { type: 'error', error: 'Send hello first' })
    let conversationId: string
    if (connection.role === 'visitor') {
      conversationId = connection.conversationId!
      if (frame.conversationId && frame.conversationId !== conversationId)
        return send(socket, { type: 'error', error: 'Not your conversation' })
    } else {
      if (!frame.conversationId) return send(socket, { type: 'error', error: 'conversationId is required' })
      if (!(await store.isOpen(frame.conversationId)))
        return send(socket, { type: 'error', error: 'No open conversation with this id' })
      conversationId = frame.conversationId
    }
    const other = connection.role === 'visitor' ? 'agent' : 'visitor'
    if (frame.type === 'send') await store.addMessage(conversationId, connection.role, frame.clientId, frame.body)
    else if (frame.type === 'typing') await store.typing(conversationId, connection.role, frame.typing)
    else await store.markSeen(conversationId, other, frame.status, frame.upTo)
    poke()
  }

  function receive(socket: WebSocket, connection: Connection, data: RawData) {
    const at = now()
    connection.frames = connection.frames.filter((t) => at - t < FRAME_WINDOW_MS)
    connection.frames.push(at)
    if (connection.frames.length > FRAME_BUDGET)
      return send(socket, { type: 'error', error: 'Too many frames: slow down' })
    let json: unknown
    try {
      json = JSON.parse(data.toString())
    } catch {
      return send(socket, { type: 'error', error: 'A frame must be a JSON object' })
    }
    const parsed = clientFrameSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
      return send(socket, { type: 'error', error: `Invalid frame: ${where}${issue?.message ?? 'unknown'}` })
    }
    connection.handled = connection.handled
      .then(() => handle(socket, connection, parsed.data))
      .catch((error: unknown) => {
        console.error(`Support chat: ${error instanceof Error ? error.message : String(error)}`)
        send(socket, { type: 'error', error: 'The frame could not be handled; try again' })
      })
  }

  return {
    /** Takes the upgrade when it is for the chat (returns true), refusing it without a valid token. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (url.pathname !== CHAT_SOCKET_PATH) return false
      socket.on('error', () => socket.destroy())
      const token = url.searchParams.get('token')
      if (!token) {
        refuse(socket, 401, 'A support-chat token is required (?token=)')
        return true
      }
      void checkToken(token, secret, Math.floor(now() / 1000), [VISITOR_AUDIENCE, AGENT_AUDIENCE]).then(
        (checked) => {
          if (!checked.valid) return refuse(socket, 401, `The support-chat token is refused: ${checked.reason}`)
          const audiences = [checked.claims.aud].flat()
          const role = audiences.includes(AGENT_AUDIENCE) ? 'agent' : 'visitor'
          server.handleUpgrade(request, socket, head, (ws) => {
            const connection: Connection = {
              role,
              subject: checked.claims.sub,
              name: checked.claims.name ?? null,
              conversationId: null,
              joined: false,
              alive: true,
              frames: [],
              handled: Promise.resolve(),
            }
            connections.set(ws, connection)
            ws.on('pong', () => (connection.alive = true))
            ws.on('message', (data) => receive(ws, connection, data))
            ws.on('error', () => ws.terminate())
            ws.on('close', () => connections.delete(ws))
          })
        },
        () => refuse(socket, 401, 'The support-chat token is refused'),
      )
      return true
    },
    async close() {
      clearInterval(heartbeat)
      if (timer) clearTimeout(timer)
      for (const socket of connections.keys()) socket.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
