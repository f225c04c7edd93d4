// @ts-nocheck
import type { Config } from '../../config'
import { readApiKey } from '../api-key'

/** The local private key; a deployment sets `REVIEWS_API_KEY`. */
export const LOCAL_REVIEWS_API_KEY = 'kestrel-local-reviews-key'

export interface ReviewServiceOptions {
  /**
   * The private key moderation needs (`x-api-key` or Bearer). Like a review service's public
   * widget API, reading published reviews and submitting one (it waits for moderation) need none.
   */
  apiKey: string
}

/** Like the commerce credentials, the well-known local key is refused in production. */
export function reviewServiceOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): ReviewServiceOptions {
  return { apiKey: readApiKey('REVIEWS_API_KEY', LOCAL_REVIEWS_API_KEY, config, env) }
}
