// @ts-nocheck
import { z } from 'zod'
import { ALGORITHM } from './challenges'

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i, 'must be hex')
  .max(1024)

const altchaPayload = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM, { message: `algorithm must be ${ALGORITHM}` }),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive().max(1_000_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().int().positive().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: hex.optional(),
  }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: hex,
    time: z.number().nonnegative().optional(),
  }),
})

/** The widget posts its result as base64-encoded JSON (the form field `altcha`); JSON as is is accepted too. */
export const verifyBody = z.object({
  payload: z
    .union([z.string().min(1, 'payload is empty').max(8192), z.record(z.string(), z.unknown())], {
      message: 'payload must be the base64-encoded JSON of the widget or that JSON',
    })
    .transform((value, context) => {
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'payload is not base64-encoded JSON' })
        return z.NEVER
      }
    })
    .pipe(altchaPayload),
})
