// @ts-nocheck
import type { Config } from '../../config'
import { readApiKey } from '../api-key'

/** The local API key; a deployment sets `LOYALTY_API_KEY`. */
export const LOCAL_LOYALTY_API_KEY = 'kestrel-local-loyalty-key'

export interface LoyaltyOptions {
  /** The `x-api-key` (or Bearer) every member call carries: members, balances and postings. */
  apiKey: string
}

/** Like the commerce credentials, the well-known local key is refused in production. */
export function loyaltyOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): LoyaltyOptions {
  return { apiKey: readApiKey('LOYALTY_API_KEY', LOCAL_LOYALTY_API_KEY, config, env) }
}
