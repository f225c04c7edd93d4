// @ts-nocheck
import { z } from 'zod'
import type { Config } from '../../config'

/** The local HMAC key; a deployment sets `ALTCHA_HMAC_KEY`. */
export const LOCAL_ALTCHA_HMAC_KEY = 'kestrel-local-altcha-hmac-key'

export interface BotProtectionOptions {
  hmacKey: string
  /** PBKDF2 iterations per attempt. */
  cost: number
  /** The solving counter is drawn from this range: the work a browser does is about its middle. */
  counterRange: readonly [min: number, max: number]
  expiresInSeconds: number
}

const settings = z.object({
  ALTCHA_HMAC_KEY: z
    .string()
    .min(16, 'ALTCHA_HMAC_KEY must have at least 16 characters')
    .default(LOCAL_ALTCHA_HMAC_KEY),
})

/**
 * A quarter of a second to a second of work in a browser; challenges live ten minutes. Like the
 * commerce credentials, the well-known local key is refused in production.
 */
export function botProtectionOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): BotProtectionOptions {
  const { ALTCHA_HMAC_KEY } = settings.parse({ ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY || undefined })
  if (config.NODE_ENV === 'production' && ALTCHA_HMAC_KEY === LOCAL_ALTCHA_HMAC_KEY) {
    throw new Error('ALTCHA_HMAC_KEY must be set in production')
  }
  return { hmacKey: ALTCHA_HMAC_KEY, cost: 1_000, counterRange: [500, 2_000], expiresInSeconds: 600 }
}
