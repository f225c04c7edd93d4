import * as z from 'zod/mini'
import { fromCallback, fromPromise } from 'xstate'
import { chatSessionSchema, serverFrameSchema, type ChatSession, type ClientFrame } from '@common/support-chat'
import type { StoredChat } from '../machines/live-chat/live-chat.machine'

const STORAGE_KEY = 'kestrel.liveChat'
const storedChat = z.object({
  consented: z.boolean(),
  visitorId: z.nullable(z.string()),
  conversationId: z.nullable(z.string()),
})

/** The chat the shopper has in this browser session (the agreement accepted, their conversation), if any. */
export function readStoredChat(storage: Pick<Storage, 'getItem'>): StoredChat | null {
  try {
    const parsed = storedChat.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function writeStoredChat(storage: Pick<Storage, 'setItem'>, chat: StoredChat): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(chat))
  } catch {
    // Storage full or refused: the chat still works on this page.
  }
}

/** `POST /api/live-chat/session`: whether agents answer now, and a token for the shopper's window when they do. */
async function startSession(visitorId: string | null, fetchImpl: typeof fetch): Promise<ChatSession> {
  const response = await fetchImpl('/api/live-chat/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(visitorId ? { visitorId } : {}),
  })
  const parsed = chatSessionSchema.safeParse(await response.json().catch(() => null))
  if (!response.ok || !parsed.success) throw new Error(`The chat session failed (${response.status})`)
  return parsed.data
}

/** The chat's WebSocket on this origin; every frame it hears is validated before the statechart sees it. */
const connection = fromCallback<{ type: 'chat.frame.send'; frame: ClientFrame }, { token: string }>(
  ({ input, sendBack, receive }) => {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
    const socket = new WebSocket(
      `${scheme}//${window.location.host}/platform/support-chat/socket?token=${encodeURIComponent(input.token)}`,
    )
    let closed = false
    socket.addEventListener('open', () => sendBack({ type: 'chat.socket.opened' }))
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      let json: unknown
      try {
        json = JSON.parse(event.data)
      } catch {
        return
      }
      const frame = serverFrameSchema.safeParse(json)
      if (frame.success) sendBack({ type: 'chat.frame.received', frame: frame.data })
    })
    socket.addEventListener('close', () => {
      if (!closed) sendBack({ type: 'chat.socket.closed' })
      closed = true
    })
    receive((event) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event.frame))
    })
    return () => {
      closed = true
      socket.close()
    }
  },
)

export function liveChatActors(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    startSession: fromPromise<ChatSession, { visitorId: string | null }>(({ input }) =>
      startSession(input.visitorId, fetchImpl),
    ),
    connection,
  }
}
