import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { ChatMessage, ChatSession, ClientFrame, ServerFrame } from '@common/support-chat'
import {
  liveChatMachine,
  reconnectDelay,
  selectAgentTyping,
  selectChatConnection,
  selectChatDialog,
  selectChatMessages,
  selectPendingMessages,
  type StoredChat,
} from './live-chat.machine'

const CONVERSATION = '7c0e7a4e-2f7a-4d1e-9a51-0d6f3c1f9a10'
const message = (id: number, author: 'visitor' | 'agent', body: string, clientId = `c-${id}`): ChatMessage => ({
  id,
  conversationId: CONVERSATION,
  author,
  clientId,
  body,
  sentAt: '2026-11-27T10:00:00.000Z',
  status: 'sent',
})

/** A fake service: sessions as given, and a connection whose frames the test plays and whose sent frames it reads. */
function harness(sessions: ChatSession[], stored: StoredChat | null = null) {
  const sent: ClientFrame[] = []
  const tokens: string[] = []
  const sessionCalls: Array<string | null> = []
  let emit: ((event: { type: string; frame?: ServerFrame }) => void) | null = null
  const machine = liveChatMachine.provide({
    actors: {
      startSession: fromPromise(async ({ input }: { input: { visitorId: string | null } }) => {
        sessionCalls.push(input.visitorId)
        const next = sessions.shift()
        if (!next) throw new Error('no session')
        return next
      }),
      connection: fromCallback<{ type: 'chat.frame.send'; frame: ClientFrame }, { token: string }>(
        ({ sendBack, receive, input }) => {
          tokens.push(input.token)
          emit = sendBack
          receive((event) => sent.push(event.frame))
        },
      ),
    },
    delays: { backoff: 1 },
  })
  const dialogs: string[] = []
  const answers: string[] = []
  const storedChats: StoredChat[] = []
  const actor = createActor(machine, { input: { stored } })
  actor.on('chat.dialog.requested', (event) => dialogs.push(event.name))
  actor.on('chat.answer.arrived', (event) => answers.push(event.type))
  actor.on('chat.stored', ({ type: _, ...rest }) => storedChats.push(rest))
  actor.start()
  return {
    actor,
    sent,
    tokens,
    sessionCalls,
    dialogs,
    answers,
    storedChats,
    frame: (frame: ServerFrame) => emit!({ type: 'chat.frame.received', frame }),
    socket: (type: 'chat.socket.opened' | 'chat.socket.closed') => emit!({ type }),
  }
}

const session = (token: string): ChatSession => ({
  available: true,
  token,
  visitorId: 'visitor-0001',
  expiresAt: '2026-11-27T10:15:00.000Z',
})

describe('the live chat', () => {
  it('asks for the agreement first and connects only once it is accepted', async () => {
    const chat = harness([session('t1')])
    chat.actor.send({ type: 'chat.opened' })
    expect(selectChatDialog(chat.actor.getSnapshot())).toBe('liveChat')
    expect(chat.sessionCalls).toEqual([])
    chat.actor.send({ type: 'chat.closed' })
    expect(selectChatDialog(chat.actor.getSnapshot())).toBeNull()
    chat.actor.send({ type: 'chat.opened' })
    chat.actor.send({ type: 'chat.accepted' })
    await waitFor(chat.actor, (s) => s.matches('live'))
    expect(chat.dialogs).toEqual(['liveChat', 'liveChat', 'chat'])
    expect(chat.storedChats[0]).toEqual({ consented: true, visitorId: null, conversationId: null })
    expect(chat.tokens).toEqual(['t1'])
    chat.socket('chat.socket.opened')
    expect(chat.sent).toEqual([{ type: 'hello', after: 0 }])
    chat.frame({ type: 'ready', conversationId: CONVERSATION, messages: [] })
    expect(selectChatConnection(chat.actor.getSnapshot())).toBe('open')
    expect(chat.storedChats.at(-1)).toEqual({
      consented: true,
      visitorId: 'visitor-0001',
      conversationId: CONVERSATION,
    })
  })

  it('shows chatIsNotAvailable outside support hours', async () => {
    const chat = harness([{ available: false }], { consented: true, visitorId: null, conversationId: null })
    chat.actor.send({ type: 'chat.opened' })
    await waitFor(chat.actor, (s) => s.matches('offline'))
    expect(selectChatDialog(chat.actor.getSnapshot())).toBe('chatIsNotAvailable')
    expect(chat.dialogs).toEqual(['chat', 'chatIsNotAvailable'])
    expect(chat.tokens).toEqual([])
    chat.actor.send({ type: 'chat.closed' })
    expect(chat.actor.getSnapshot().matches('idle')).toBe(true)
  })

  it('offers to try again when the session cannot be had', async () => {
    const chat = harness([], { consented: true, visitorId: null, conversationId: null })
    chat.actor.send({ type: 'chat.opened' })
    await waitFor(chat.actor, (s) => s.matches('failed'))
    expect(selectChatConnection(chat.actor.getSnapshot())).toBe('failed')
  })

  it('sends messages, follows their delivery state and the agent’s typing, and reads what arrives while open', async () => {
    const chat = harness([session('t1')], { consented: true, visitorId: 'visitor-0001', conversationId: CONVERSATION })
    chat.actor.send({ type: 'chat.opened' })
    await waitFor(chat.actor, (s) => s.matches('live'))
    chat.socket('chat.socket.opened')
    expect(chat.sent).toEqual([{ type: 'hello', conversationId: CONVERSATION, after: 0 }])
    chat.frame({ type: 'ready', conversationId: CONVERSATION, messages: [message(1, 'visitor', 'Hello')] })
    chat.actor.send({ type: 'chat.draft.changed', text: 'Do', at: 1000 })
    chat.actor.send({ type: 'chat.draft.changed', text: 'Do they', at: 2000 })
    // Still typing 3 s later: the service is told again.
    chat.actor.send({ type: 'chat.draft.changed', text: 'Do they run', at: 4000 })
    chat.actor.send({ type: 'chat.message.submitted', body: ' Do they run small? ', clientId: 'visitor-0001-1' })
    chat.actor.send({ type: 'chat.message.submitted', body: '   ', clientId: 'visitor-0001-2' })
    // The same message again (a double press) is not queued twice.
    chat.actor.send({ type: 'chat.message.submitted', body: 'Do they run small?', clientId: 'visitor-0001-1' })
    expect(chat.sent.slice(1)).toEqual([
      { type: 'typing', typing: true },
      { type: 'typing', typing: true },
      { type: 'send', clientId: 'visitor-0001-1', body: 'Do they run small?' },
      { type: 'typing', typing: false },
    ])
    expect(selectPendingMessages(chat.actor.getSnapshot())).toHaveLength(1)
    chat.frame({ type: 'message', message: message(2, 'visitor', 'Do they run small?', 'visitor-0001-1') })
    expect(selectPendingMessages(chat.actor.getSnapshot())).toEqual([])
    chat.frame({ type: 'status', conversationId: CONVERSATION, author: 'visitor', status: 'read', upTo: 2 })
    chat.frame({ type: 'status', conversationId: CONVERSATION, author: 'visitor', status: 'delivered', upTo: 2 })
    expect(selectChatMessages(chat.actor.getSnapshot()).map((m) => m.status)).toEqual(['read', 'read'])
    chat.frame({ type: 'typing', conversationId: CONVERSATION, author: 'agent', typing: true })
    expect(selectAgentTyping(chat.actor.getSnapshot())).toBe(true)
    chat.frame({ type: 'message', message: message(3, 'agent', 'True to size.') })
    expect(selectAgentTyping(chat.actor.getSnapshot())).toBe(false)
    expect(chat.sent.at(-1)).toEqual({ type: 'seen', status: 'read', upTo: 3 })
    // Closing the window with a draft in it ends the typing; an answer is then only delivered; opening the window reads it.
    chat.actor.send({ type: 'chat.draft.changed', text: 'Thanks', at: 9000 })
    chat.actor.send({ type: 'chat.closed' })
    expect(chat.sent.slice(-2)).toEqual([
      { type: 'typing', typing: true },
      { type: 'typing', typing: false },
    ])
    expect(chat.answers).toEqual([])
    chat.frame({ type: 'message', message: message(4, 'agent', 'Anything else?') })
    expect(chat.sent.at(-1)).toEqual({ type: 'seen', status: 'delivered', upTo: 4 })
    // The shopper is told of the answer once, however often the service repeats it.
    chat.frame({ type: 'message', message: message(4, 'agent', 'Anything else?') })
    expect(chat.answers).toEqual(['chat.answer.arrived'])
    chat.frame({ type: 'status', conversationId: CONVERSATION, author: 'agent', status: 'delivered', upTo: 4 })
    chat.actor.send({ type: 'chat.opened' })
    expect(chat.sent.at(-1)).toEqual({ type: 'seen', status: 'read', upTo: 4 })
  })

  it('reconnects with backoff and a fresh token, resumes after the last message heard and sends what waited', async () => {
    const chat = harness([session('t1'), session('t2')], {
      consented: true,
      visitorId: 'visitor-0001',
      conversationId: CONVERSATION,
    })
    chat.actor.send({ type: 'chat.opened' })
    await waitFor(chat.actor, (s) => s.matches('live'))
    chat.socket('chat.socket.opened')
    chat.frame({ type: 'ready', conversationId: CONVERSATION, messages: [message(5, 'agent', 'Hi')] })
    chat.socket('chat.socket.closed')
    expect(selectChatConnection(chat.actor.getSnapshot())).toBe('reconnecting')
    chat.actor.send({ type: 'chat.message.submitted', body: 'Still there?', clientId: 'visitor-0001-1' })
    await waitFor(chat.actor, (s) => s.matches('live'))
    expect(chat.tokens).toEqual(['t1', 't2'])
    chat.sent.length = 0
    chat.socket('chat.socket.opened')
    expect(chat.sent).toEqual([{ type: 'hello', conversationId: CONVERSATION, after: 5 }])
    chat.frame({ type: 'ready', conversationId: CONVERSATION, messages: [message(6, 'agent', 'Yes')] })
    expect(chat.sent.slice(1)).toEqual([
      { type: 'send', clientId: 'visitor-0001-1', body: 'Still there?' },
      { type: 'seen', status: 'read', upTo: 6 },
    ])
    expect(selectChatMessages(chat.actor.getSnapshot()).map((m) => m.body)).toEqual(['Hi', 'Yes'])
  })

  it('waits longer after each failed attempt, at most 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000])
  })
})
