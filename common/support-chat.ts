import * as z from 'zod/mini'

/**
 * The support chat's WebSocket frames (`/platform/support-chat/socket`), one JSON object each. The
 * server and the shop's chat window validate every frame they receive with these schemas.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 2000

const conversationId = z.uuid()
const messageId = z.number().check(z.int(), z.nonnegative())
const clientId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'clientId must be 8–64 letters, digits or hyphens'))
const author = z.enum(['visitor', 'agent'])
const deliveryStatus = z.enum(['sent', 'delivered', 'read'])

/** What a window sends. A visitor's frames act on their own conversation; an agent names the conversation. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  /** Joins (a visitor: resumes `conversationId` or starts one; an agent: lists the open conversations) and replays what came after `after`. */
  z.strictObject({
    type: z.literal('hello'),
    conversationId: z.optional(conversationId),
    after: z.optional(messageId),
  }),
  z.strictObject({
    type: z.literal('send'),
    conversationId: z.optional(conversationId),
    clientId,
    body: z.string().check(z.trim(), z.minLength(1, 'body is empty'), z.maxLength(CHAT_MESSAGE_MAX_LENGTH)),
  }),
  z.strictObject({ type: z.literal('typing'), conversationId: z.optional(conversationId), typing: z.boolean() }),
  /** The other side's messages up to `upTo` reached this window (`delivered`) or were shown in it (`read`). */
  z.strictObject({
    type: z.literal('seen'),
    conversationId: z.optional(conversationId),
    status: z.enum(['delivered', 'read']),
    upTo: messageId,
  }),
  z.strictObject({ type: z.literal('ping') }),
])
export type ClientFrame = z.infer<typeof clientFrameSchema>

export const chatMessageSchema = z.object({
  id: messageId,
  conversationId,
  author,
  clientId: z.string(),
  body: z.string(),
  sentAt: z.string(),
  status: deliveryStatus,
})
export type ChatMessage = z.infer<typeof chatMessageSchema>
export type DeliveryStatus = z.infer<typeof deliveryStatus>

const conversationSummary = z.object({
  id: conversationId,
  visitorName: z.nullable(z.string()),
  createdAt: z.string(),
  messages: z.array(chatMessageSchema),
})
export type ConversationSummary = z.infer<typeof conversationSummary>

/** What the server sends. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  /** A visitor's conversation and its messages after `after`. */
  z.object({ type: z.literal('ready'), conversationId, messages: z.array(chatMessageSchema) }),
  /** An agent's open conversations. */
  z.object({ type: z.literal('conversations'), conversations: z.array(conversationSummary) }),
  z.object({ type: z.literal('conversation'), conversation: conversationSummary }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** `author`'s messages up to `upTo` reached the status. */
  z.object({ type: z.literal('status'), conversationId, author, status: deliveryStatus, upTo: messageId }),
  z.object({ type: z.literal('typing'), conversationId, author, typing: z.boolean() }),
  z.object({ type: z.literal('error'), error: z.string() }),
  z.object({ type: z.literal('pong') }),
])
export type ServerFrame = z.infer<typeof serverFrameSchema>

/** The shop's answer to `POST /api/live-chat/session`. */
export const chatSessionSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(false) }),
  z.object({ available: z.literal(true), token: z.string(), visitorId: z.string(), expiresAt: z.string() }),
])
export type ChatSession = z.infer<typeof chatSessionSchema>
