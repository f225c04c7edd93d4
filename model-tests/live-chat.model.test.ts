import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import type { ChatMessage, ServerFrame } from '@common/support-chat'
import {
  liveChatMachine,
  reconnectDelay,
  selectChatConnection,
  selectChatDialog,
  type LiveChatInput,
} from '../src/machines/live-chat/live-chat.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'
import { named } from './support/paths'

const CONVERSATION = '7c0e7a4e-2f7a-4d1e-9a51-0d6f3c1f9a10'
const agentMessage: ChatMessage = {
  id: 2,
  conversationId: CONVERSATION,
  author: 'agent',
  clientId: 'agent-reply-1',
  body: 'How can I help?',
  sentAt: '2026-11-27T10:00:00.000Z',
  status: 'sent',
}
const laterAnswer: ChatMessage = { ...agentMessage, id: 4, clientId: 'agent-reply-2', body: 'Anything else?' }
const echo: ChatMessage = { ...agentMessage, id: 3, author: 'visitor', clientId: 'visitor-0001-1', body: 'Hi' }
/** A frame of the service, named in path listings (`frame=answer`). */
const frame = (label: string, f: ServerFrame) => ({ type: 'chat.frame.received', frame: named(label, f) })

const fresh: LiveChatInput = { stored: null }
const returning: LiveChatInput = {
  stored: { consented: true, visitorId: 'visitor-0001', conversationId: CONVERSATION },
}
const SESSION = { available: true, token: 'token-1', visitorId: 'visitor-0001', expiresAt: '2026-11-27T10:15:00Z' }

type Step = MachineStepView<typeof liveChatMachine>
const ofType = (step: Step, type: string) => step.emitted.filter((e) => e.type === type)
const dialogsShown = (step: Step) =>
  ofType(step, 'chat.dialog.requested').map((e) => (e as unknown as { name: string }).name)
/** Whether the shopper accepted the agreement, in this session or an earlier one. */
const consented = (step: Step) =>
  Boolean((step.input as LiveChatInput).stored?.consented) || step.events.some((e) => e.type === 'chat.accepted')
const framesSent = (step: Step) => step.invoked.filter((i) => i.id === 'connection')

const expectations = expectationsFor(liveChatMachine, {
  '*': [
    {
      says: 'nothing connects before the shopper accepted the agreement (spec 2.5: the chat loads after consent)',
      check: (step) => {
        if (!consented(step)) {
          expect(step.invoked).toEqual([])
          expect(step.in('live')).toBe(false)
        }
      },
    },
    {
      says: 'the dialog shown is the one the state asks for; only the chat’s own three are ever asked for (spec 2.6)',
      check: (step) => {
        for (const name of dialogsShown(step)) expect(['liveChat', 'chat', 'chatIsNotAvailable']).toContain(name)
        const asked = dialogsShown(step).at(-1)
        if (asked) expect(selectChatDialog(step.snapshot)).toBe(asked === 'chat' ? 'chat' : asked)
      },
    },
  ],
  idle: [
    {
      says: 'closed: no dialog, no connection',
      check: (step) => {
        expect(selectChatDialog(step.snapshot)).toBeNull()
        expect(step.timers).toBe(0)
      },
    },
  ],
  agreement: [
    {
      says: 'the liveChat dialog asks for the agreement until it is accepted',
      check: (step) => {
        expect(consented(step)).toBe(false)
        expect(selectChatDialog(step.snapshot)).toBe('liveChat')
      },
    },
  ],
  checking: [
    {
      says: 'the shop is asked for a session, for the visitor known from the session storage',
      check: (step) => {
        expect(step.snapshot.hasTag('busy')).toBe(true)
        if (!step.previous?.states.includes('checking'))
          expect(step.invoked).toEqual([
            { id: expect.any(String), input: { visitorId: step.snapshot.context.visitorId } },
          ])
      },
    },
  ],
  offline: [
    {
      says: 'outside support hours the chatIsNotAvailable dialog shows, and nothing connects',
      check: (step) => {
        expect(selectChatDialog(step.snapshot)).toBe('chatIsNotAvailable')
        expect(framesSent(step)).toEqual([])
      },
    },
  ],
  failed: [
    {
      says: 'a session that could not be had is told in the chat dialog, with a retry',
      check: (step) => expect(selectChatConnection(step.snapshot)).toBe('failed'),
    },
  ],
  live: [
    {
      says: 'the connection is made with the session’s token',
      check: (step) => {
        if (step.previous && !step.previous.states.some((s) => s.startsWith('live.')))
          expect(step.invoked).toContainEqual({ id: 'connection', input: { token: SESSION.token } })
      },
    },
  ],
  'live.connecting': [
    { says: 'connecting…', check: (step) => expect(selectChatConnection(step.snapshot)).toBe('connecting') },
  ],
  'live.joining': [
    {
      says: 'the window joins its conversation (the stored one) and waits for the service’s replay',
      check: (step) => expect(selectChatConnection(step.snapshot)).toBe('connecting'),
    },
  ],
  'live.open': [
    {
      says: 'open: the conversation is known and stored for the next page',
      check: (step) => {
        expect(selectChatConnection(step.snapshot)).toBe('open')
        expect(step.snapshot.context.conversationId).toBe(CONVERSATION)
        if (step.event.type === 'chat.frame.received' && step.previous?.states.includes('live.joining'))
          expect(ofType(step, 'chat.stored')).toEqual([
            { type: 'chat.stored', consented: true, visitorId: 'visitor-0001', conversationId: CONVERSATION },
          ])
      },
    },
    {
      says: 'a new answer of the agent while the conversation’s window is closed is told to the shopper, once',
      check: (step) => {
        const event = step.event as { type: string; frame?: ServerFrame }
        const fresh =
          event.frame?.type === 'message' &&
          event.frame.message.author === 'agent' &&
          !step.previous!.context.messages.some((m) => m.id === (event.frame as { message: ChatMessage }).message.id)
        const told = fresh && !step.previous!.context.windowOpen ? 1 : 0
        expect(ofType(step, 'chat.answer.arrived')).toHaveLength(told)
      },
    },
    {
      says: 'a message the service confirmed is no longer waiting; the service’s messages are kept once each',
      check: ({ context }) => {
        const ids = context.messages.map((m) => m.id)
        expect(new Set(ids).size).toBe(ids.length)
        for (const p of context.pending) expect(context.messages.map((m) => m.clientId)).not.toContain(p.clientId)
      },
    },
  ],
  reconnecting: [
    {
      says: 'a dropped connection waits 0.5 s, 1 s, 2 s … at most 10 s before it tries again',
      check: (step) => {
        expect(selectChatConnection(step.snapshot)).toBe('reconnecting')
        expect(step.timers).toBe(1)
        expect(reconnectDelay(step.snapshot.context.attempt - 1)).toBeLessThanOrEqual(10_000)
      },
    },
  ],
  renewing: [
    {
      says: 'after the wait a fresh session is asked for',
      check: (step) => {
        expect(selectChatConnection(step.snapshot)).toBe('reconnecting')
        if (step.event.type.startsWith('xstate.after.'))
          expect(step.clock - step.previous!.clock).toBe(reconnectDelay(step.previous!.context.attempt))
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('live chat', liveChatMachine, {
  inputs: [fresh, returning],
  events: {
    domain: [
      { type: 'chat.opened' },
      { type: 'chat.closed' },
      { type: 'chat.accepted' },
      { type: 'chat.retried' },
      { type: 'chat.socket.opened' },
      { type: 'chat.socket.closed' },
      frame('ready', { type: 'ready', conversationId: CONVERSATION, messages: [agentMessage] }),
      frame('echo', { type: 'message', message: echo }),
      frame('answer', { type: 'message', message: laterAnswer }),
      frame('agentTyping', { type: 'typing', conversationId: CONVERSATION, author: 'agent', typing: true }),
      { type: 'chat.draft.changed', text: 'Hi', at: 1000 },
      { type: 'chat.draft.changed', text: 'Hi there', at: 5000 },
      { type: 'chat.draft.changed', text: '', at: 6000 },
      { type: 'chat.message.submitted', body: 'Hi', clientId: 'visitor-0001-1' },
    ],
    outputs: { startSession: [SESSION, { available: false }] },
  },
  serializeState: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: {
        consented: boolean
        windowOpen: boolean
        pending: unknown[]
        messages: ChatMessage[]
        typingSentAt: number | null
        agentTyping: boolean
        attempt: number
      }
    }
    return JSON.stringify([
      value,
      context.consented,
      context.windowOpen,
      context.pending.length > 0,
      context.messages.length,
      context.typingSentAt,
      context.agentTyping,
      Math.min(context.attempt, 1),
    ])
  },
  // Whether the shopper is typing decides what closing the window sends; whether the window is open, what an answer does.
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as {
      value: unknown
      context: { typingSentAt: number | null; windowOpen: boolean }
    }
    return [value, context.typingSentAt !== null, context.windowOpen]
  },
  expectations,
  mustIgnore: {
    idle: some([{ type: 'chat.accepted' }, { type: 'chat.message.submitted', body: 'Hi', clientId: 'visitor-0001-1' }]),
    offline: some([
      { type: 'chat.message.submitted', body: 'Hi', clientId: 'visitor-0001-1' },
      { type: 'chat.socket.opened' },
    ]),
    'live.connecting': some([{ type: 'chat.accepted' }]),
  },
  mustAccept: {
    agreement: some([{ type: 'chat.accepted' }, { type: 'chat.closed' }]),
    'live.open': some([
      { type: 'chat.message.submitted', body: 'Hi again', clientId: 'visitor-0001-9' },
      { type: 'chat.socket.closed' },
    ]),
    reconnecting: some([{ type: 'chat.message.submitted', body: 'Hi again', clientId: 'visitor-0001-9' }]),
  },
  requireEveryTransition: true,
})
