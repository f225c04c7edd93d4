// @ts-nocheck
import { z } from 'zod'

/**
 * Insights events with the limits of Algolia's Insights API: at most 1,000 events a request,
 * an ASCII event name of 1–64 characters, 1–20 objectIDs or 1–10 filters, positions and
 * objectData matching the objectIDs, a 32-hex queryID, timestamps no older than 30 days.
 */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
const token = z.string().regex(/^[A-Za-z0-9_=+/-]{1,129}$/, 'must be 1 to 129 characters of [A-Za-z0-9_=+/-]')
const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number')])

const objectData = z.object({
  queryID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'queryID must be 32 hexadecimal characters')
    .optional(),
  price: money.optional(),
  discount: money.optional(),
  quantity: z.number().int().min(1).optional(),
})

const base = z.object({
  eventName: z.string().regex(/^[\x20-\x7E]{1,64}$/, 'eventName must be 1 to 64 printable ASCII characters'),
  eventType: z.enum(['click', 'conversion', 'view']),
  eventSubtype: z.enum(['addToCart', 'purchase']).optional(),
  index: z.string().min(1, 'index is required'),
  userToken: token,
  authenticatedUserToken: token.optional(),
  timestamp: z.number().int().positive().optional(),
  queryID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'queryID must be 32 hexadecimal characters')
    .optional(),
  objectIDs: z.array(z.string().min(1)).min(1).max(20, 'objectIDs must contain at most 20 items').optional(),
  positions: z.array(z.number().int().min(1)).optional(),
  // The insights client URL-encodes whole filters (`division%3AWomen`), the API docs each part.
  filters: z
    .array(
      z
        .string()
        .transform(decodeFilter)
        .pipe(z.string().regex(/^[^:]+:.+$/, 'filters must look like attribute:value')),
    )
    .min(1)
    .max(10, 'filters must contain at most 10 items')
    .optional(),
  objectData: z.array(objectData).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter ISO code')
    .optional(),
  value: money.optional(),
})

export const insightsEventSchema = base.superRefine((event, context) => {
  const fail = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] })
  if (!event.objectIDs === !event.filters) fail('an event needs either objectIDs or filters', 'objectIDs')
  if (event.eventSubtype && event.eventType !== 'conversion')
    fail('eventSubtype is only allowed on conversion events', 'eventSubtype')
  if (event.filters && event.eventSubtype) fail('filters cannot be sent with an eventSubtype', 'filters')
  if (event.positions) {
    if (!event.queryID) fail('positions require a queryID', 'positions')
    if (event.positions.length !== event.objectIDs?.length)
      fail('positions must have the same length as objectIDs', 'positions')
  }
  if (event.eventType === 'click' && event.queryID && event.objectIDs && !event.positions) {
    fail('positions are required for click events with a queryID', 'positions')
  }
  if (event.objectData && event.objectData.length !== event.objectIDs?.length) {
    fail('objectData must have the same length as objectIDs', 'objectData')
  }
  if (event.timestamp !== undefined && event.timestamp < Date.now() - MAX_AGE_MS) {
    fail('timestamp must not be older than 30 days', 'timestamp')
  }
})

export type InsightsEvent = z.infer<typeof insightsEventSchema>

export const insightsBodySchema = z.object({
  events: z.array(z.unknown()).min(1, 'events must not be empty').max(1000, 'events must contain at most 1000 items'),
})

function decodeFilter(filter: string): string {
  try {
    return decodeURIComponent(filter)
  } catch {
    return filter
  }
}
