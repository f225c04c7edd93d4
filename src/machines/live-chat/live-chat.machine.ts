import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate'
import type { ChatMessage, ChatSession, ClientFrame, ServerFrame } from '@common/support-chat'

/** The dialogs of spec 2.6 the chat shows: the agreement, the conversation, and "not available". */
export type ChatDialog = 'liveChat' | 'chat' | 'chatIsNotAvailable'

/** What the browser keeps of the chat for the session (sessionStorage), so a new page resumes it. */
export interface StoredChat {
  consented: boolean
  visitorId: string | null
  conversationId: string | null
}

export interface LiveChatInput {
  stored?: StoredChat | null
}

/** A message of the shopper's not yet confirmed by the service: sent again (same `clientId`) after a reconnect. */
interface PendingMessage {
  clientId: string
  body: string
}

interface LiveChatContext extends StoredChat {
  token: string | null
  messages: ChatMessage[]
  pending: PendingMessage[]
  agentTyping: boolean
  /** When the service was last told the shopper is typing (the draft's clock); null when it was told they stopped. */
  typingSentAt: number | null
  /** The conversation dialog is shown: the agent's messages are read as they arrive. */
  windowOpen: boolean
  /** Reconnection attempts since the connection was last open. */
  attempt: number
}

type LiveChatEvent =
  | { type: 'chat.opened' }
  | { type: 'chat.closed' }
  | { type: 'chat.accepted' }
  | { type: 'chat.retried' }
  /** The draft changed; `at` is the time in ms (the service is told of typing again every 3 s while it goes on). */
  | { type: 'chat.draft.changed'; text: string; at: number }
  /** `clientId` is the message's own id (a fresh UUID), so the service stores it once however often it is sent. */
  | { type: 'chat.message.submitted'; body: string; clientId: string }
  | { type: 'chat.socket.opened' }
  | { type: 'chat.socket.closed' }
  | { type: 'chat.frame.received'; frame: ServerFrame }

type LiveChatEmitted =
  | { type: 'chat.dialog.requested'; name: ChatDialog }
  /** The agent answered while the conversation's window is closed: the shop tells the shopper. */
  | { type: 'chat.answer.arrived' }
  | ({ type: 'chat.stored' } & StoredChat)

/** While the shopper keeps typing, the service is told again this often (an agent's window forgets it after a while). */
const TYPING_REPEAT_MS = 3000

/** Backoff before reconnecting: 0.5 s, 1 s, 2 s … at most 10 s. */
export const reconnectDelay = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt)

const lastMessageId = (messages: readonly ChatMessage[]) => messages.at(-1)?.id ?? 0
const lastAgentMessage = (messages: readonly ChatMessage[]) =>
  [...messages].reverse().find((m) => m.author === 'agent') ?? null

/** Merges messages by id (a replay may repeat what was heard), in the service's order. */
function merge(messages: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((m) => [m.id, m]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

const ORDER = { sent: 0, delivered: 1, read: 2 } as const

/**
 * The live chat (spec 2.5, 2.6): nothing loads or connects until the shopper accepts the agreement;
 * then the shop asks for a session (outside support hours: "chat is not available") and the
 * connection joins the conversation, replaying what came after the last message heard. A dropped
 * connection reconnects with backoff and a fresh token, and messages not yet confirmed are sent again.
 */
export const liveChatMachine = setup({
  types: {
    context: {} as LiveChatContext,
    events: {} as LiveChatEvent,
    input: {} as LiveChatInput,
    emitted: {} as LiveChatEmitted,
  },
  actors: {
    startSession: fromPromise<ChatSession, { visitorId: string | null }>(async () => {
      throw new Error('startSession actor not provided')
    }),
    /** The WebSocket: reports `chat.socket.opened`, `chat.frame.received` and `chat.socket.closed`; takes `chat.frame.send`. */
    connection: fromCallback<{ type: 'chat.frame.send'; frame: ClientFrame }, { token: string }>(() => {
      throw new Error('connection actor not provided')
    }),
  },
  delays: {
    backoff: ({ context }) => reconnectDelay(context.attempt),
  },
  guards: {
    consented: ({ context }) => context.consented,
    available: ({ event }) => (event as unknown as { output: ChatSession }).output.available,
    windowOpen: ({ context }) => context.windowOpen,
    isReady: ({ event }) => event.type === 'chat.frame.received' && event.frame.type === 'ready',
    startsTyping: ({ context, event }) =>
      event.type === 'chat.draft.changed' &&
      event.text.trim() !== '' &&
      (context.typingSentAt === null || event.at - context.typingSentAt >= TYPING_REPEAT_MS),
    stopsTyping: ({ context, event }) =>
      event.type === 'chat.draft.changed' && event.text.trim() === '' && context.typingSentAt !== null,
    isTyping: ({ context }) => context.typingSentAt !== null,
    isNewMessage: ({ context, event }) =>
      event.type === 'chat.message.submitted' &&
      event.body.trim() !== '' &&
      !context.pending.some((p) => p.clientId === event.clientId) &&
      !context.messages.some((m) => m.clientId === event.clientId),
  },
  actions: {
    showDialog: emit((_, name: ChatDialog) => ({ type: 'chat.dialog.requested' as const, name })),
    store: emit(({ context }) => ({
      type: 'chat.stored' as const,
      consented: context.consented,
      visitorId: context.visitorId,
      conversationId: context.conversationId,
    })),
    openWindow: assign({ windowOpen: true }),
    closeWindow: assign({ windowOpen: false }),
    consent: assign({ consented: true }),
    assignSession: assign(({ event }) => {
      const session = (event as unknown as { output: ChatSession }).output
      return session.available ? { token: session.token, visitorId: session.visitorId } : {}
    }),
    sendHello: sendTo('connection', ({ context }) => ({
      type: 'chat.frame.send' as const,
      frame: {
        type: 'hello' as const,
        ...(context.conversationId && { conversationId: context.conversationId }),
        after: context.conversationId ? lastMessageId(context.messages) : 0,
      },
    })),
    join: assign(({ context, event }) => {
      if (event.type !== 'chat.frame.received' || event.frame.type !== 'ready') return {}
      const same = event.frame.conversationId === context.conversationId
      return {
        conversationId: event.frame.conversationId,
        messages: merge(same ? context.messages : [], event.frame.messages),
        attempt: 0,
      }
    }),
    /** What was typed while away goes out now; a message the service already has is not stored twice. */
    resend: enqueueActions(({ context, enqueue }) => {
      for (const message of context.pending)
        enqueue.sendTo('connection', { type: 'chat.frame.send', frame: { type: 'send', ...message } })
    }),
    notifyAnswer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.frame.received' || event.frame.type !== 'message') return
      const { message } = event.frame
      const fresh = !context.messages.some((m) => m.id === message.id)
      if (
        fresh &&
        message.author === 'agent' &&
        !context.windowOpen &&
        message.conversationId === context.conversationId
      )
        enqueue.emit({ type: 'chat.answer.arrived' })
    }),
    receive: assign(({ context, event }) => {
      if (event.type !== 'chat.frame.received') return {}
      const { frame } = event
      if (frame.type === 'message' && frame.message.conversationId === context.conversationId) {
        return {
          messages: merge(context.messages, [frame.message]),
          pending: context.pending.filter((p) => p.clientId !== frame.message.clientId),
          agentTyping: frame.message.author === 'agent' ? false : context.agentTyping,
        }
      }
      if (frame.type === 'status' && frame.conversationId === context.conversationId) {
        return {
          messages: context.messages.map((m) =>
            m.author === frame.author && m.id <= frame.upTo && ORDER[frame.status] > ORDER[m.status]
              ? { ...m, status: frame.status }
              : m,
          ),
        }
      }
      if (frame.type === 'typing' && frame.author === 'agent' && frame.conversationId === context.conversationId)
        return { agentTyping: frame.typing }
      return {}
    }),
    queue: assign(({ context, event }) => {
      if (event.type !== 'chat.message.submitted') return {}
      return {
        pending: [...context.pending, { clientId: event.clientId, body: event.body.trim() }],
        typingSentAt: null,
      }
    }),
    sendLastPending: sendTo('connection', ({ context }) => {
      const message = context.pending.at(-1)!
      return { type: 'chat.frame.send' as const, frame: { type: 'send' as const, ...message } }
    }),
    typingOn: sendTo('connection', { type: 'chat.frame.send', frame: { type: 'typing', typing: true } }),
    typingOff: sendTo('connection', { type: 'chat.frame.send', frame: { type: 'typing', typing: false } }),
    markTyping: assign(({ event }) => ({
      typingSentAt: event.type === 'chat.draft.changed' && event.text.trim() !== '' ? event.at : null,
    })),
    clearTyping: assign({ typingSentAt: null }),
    /** The agent's messages reached the window (delivered), or were shown in it (read): said once each. */
    acknowledge: enqueueActions(({ context, enqueue }) => {
      const last = lastAgentMessage(context.messages)
      const status = context.windowOpen ? ('read' as const) : ('delivered' as const)
      if (last && ORDER[last.status] < ORDER[status])
        enqueue.sendTo('connection', { type: 'chat.frame.send', frame: { type: 'seen', status, upTo: last.id } })
    }),
    countAttempt: assign(({ context }) => ({ attempt: context.attempt + 1, agentTyping: false, typingSentAt: null })),
  },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => ({
    consented: input?.stored?.consented ?? false,
    visitorId: input?.stored?.visitorId ?? null,
    conversationId: input?.stored?.conversationId ?? null,
    token: null,
    messages: [],
    pending: [],
    agentTyping: false,
    typingSentAt: null,
    windowOpen: false,
    attempt: 0,
  }),
  initial: 'idle',
  states: {
    /** Nothing loaded, nothing connected. */
    idle: {
      on: {
        'chat.opened': [
          { guard: 'consented', target: 'checking', actions: ['openWindow', { type: 'showDialog', params: 'chat' }] },
          { target: 'agreement', actions: { type: 'showDialog', params: 'liveChat' } },
        ],
      },
    },
    /** The `liveChat` dialog: the agreement (site setting `liveChatAgreement`) and its accept button. */
    agreement: {
      on: {
        'chat.accepted': {
          target: 'checking',
          actions: ['consent', 'store', 'openWindow', { type: 'showDialog', params: 'chat' }],
        },
        'chat.closed': 'idle',
      },
    },
    /** Whether agents answer now, and a token when they do. */
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ context }) => ({ visitorId: context.visitorId }),
        onDone: [
          { guard: 'available', target: 'live', actions: ['assignSession', 'store'] },
          { target: 'offline', actions: ['closeWindow', { type: 'showDialog', params: 'chatIsNotAvailable' }] },
        ],
        onError: 'failed',
      },
      on: { 'chat.closed': { actions: 'closeWindow' }, 'chat.opened': { actions: 'openWindow' } },
    },
    /** `chatIsNotAvailable`: outside support hours, with the offline description. */
    offline: {
      on: {
        'chat.closed': 'idle',
        'chat.opened': { target: 'checking', actions: ['openWindow', { type: 'showDialog', params: 'chat' }] },
      },
    },
    /** The session could not be had: the conversation dialog offers to try again. */
    failed: {
      on: {
        'chat.retried': 'checking',
        'chat.closed': 'idle',
        'chat.opened': { target: 'checking', actions: 'openWindow' },
      },
    },
    /** Connected (or connecting) to the conversation. */
    live: {
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => ({ token: context.token! }) },
      initial: 'connecting',
      on: {
        'chat.socket.closed': { target: 'reconnecting', actions: 'countAttempt' },
        'chat.message.submitted': { guard: 'isNewMessage', actions: 'queue' },
        'chat.closed': { actions: 'closeWindow' },
        'chat.opened': { actions: ['openWindow', { type: 'showDialog', params: 'chat' }] },
      },
      states: {
        connecting: {
          tags: ['busy'],
          on: { 'chat.socket.opened': { target: 'joining', actions: 'sendHello' } },
        },
        joining: {
          tags: ['busy'],
          on: {
            'chat.frame.received': { guard: 'isReady', target: 'open', actions: ['join', 'store'] },
          },
        },
        open: {
          entry: ['resend', 'acknowledge'],
          on: {
            'chat.frame.received': { actions: ['notifyAnswer', 'receive', 'acknowledge'] },
            'chat.message.submitted': { guard: 'isNewMessage', actions: ['queue', 'sendLastPending', 'typingOff'] },
            'chat.draft.changed': [
              { guard: 'startsTyping', actions: ['markTyping', 'typingOn'] },
              { guard: 'stopsTyping', actions: ['markTyping', 'typingOff'] },
            ],
            'chat.opened': { actions: ['openWindow', { type: 'showDialog', params: 'chat' }, 'acknowledge'] },
            // Closing the window with a draft in it: the shopper is no longer typing.
            'chat.closed': [
              { guard: 'isTyping', actions: ['closeWindow', 'clearTyping', 'typingOff'] },
              { actions: 'closeWindow' },
            ],
          },
        },
      },
    },
    /** The connection dropped: after a backoff, a fresh session and connection; messages typed meanwhile wait. */
    reconnecting: {
      tags: ['reconnecting'],
      after: { backoff: 'renewing' },
      on: {
        'chat.message.submitted': { guard: 'isNewMessage', actions: 'queue' },
        'chat.closed': { actions: 'closeWindow' },
        'chat.opened': { actions: ['openWindow', { type: 'showDialog', params: 'chat' }] },
      },
    },
    renewing: {
      tags: ['reconnecting'],
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ context }) => ({ visitorId: context.visitorId }),
        onDone: [
          { guard: 'available', target: 'live', actions: 'assignSession' },
          { target: 'offline', actions: ['closeWindow', { type: 'showDialog', params: 'chatIsNotAvailable' }] },
        ],
        onError: { target: 'reconnecting', actions: 'countAttempt' },
      },
      on: {
        'chat.message.submitted': { guard: 'isNewMessage', actions: 'queue' },
        'chat.closed': { actions: 'closeWindow' },
        'chat.opened': { actions: ['openWindow', { type: 'showDialog', params: 'chat' }] },
      },
    },
  },
})

type LiveChatSnapshot = SnapshotFrom<typeof liveChatMachine>

/** Which dialog the chat shows in its state. */
export function selectChatDialog(snapshot: LiveChatSnapshot): ChatDialog | null {
  if (snapshot.matches('idle')) return null
  if (snapshot.matches('agreement')) return 'liveChat'
  if (snapshot.matches('offline')) return 'chatIsNotAvailable'
  return 'chat'
}

type ChatConnection = 'connecting' | 'open' | 'reconnecting' | 'failed'

/** What the conversation dialog says of the connection. */
export function selectChatConnection(snapshot: LiveChatSnapshot): ChatConnection {
  if (snapshot.matches('failed')) return 'failed'
  if (snapshot.hasTag('reconnecting')) return 'reconnecting'
  if (snapshot.matches({ live: 'open' })) return 'open'
  return 'connecting'
}

/** The conversation: the service's messages in order, then the shopper's still unconfirmed ones. */
export const selectChatMessages = (snapshot: LiveChatSnapshot): ChatMessage[] => snapshot.context.messages
export const selectPendingMessages = (snapshot: LiveChatSnapshot): PendingMessage[] => snapshot.context.pending
export const selectAgentTyping = (snapshot: LiveChatSnapshot): boolean =>
  snapshot.context.agentTyping && snapshot.matches({ live: 'open' })
