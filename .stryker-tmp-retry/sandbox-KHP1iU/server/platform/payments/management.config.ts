// @ts-nocheck
import type { Config } from '../../config'
import { readApiKey } from '../api-key'

/** The local management API credential; a deployment sets `PAYMENTS_MANAGEMENT_API_KEY`. */
export const LOCAL_PAYMENTS_MANAGEMENT_API_KEY = 'kestrel-local-payments-management'

export interface PaymentManagementOptions {
  /**
   * The `x-api-key` of the management API credential (a role of its own, as at the provider):
   * it says where notifications go and issues their HMAC keys, so it can mark payments paid.
   */
  apiKey: string
}

/** Like the commerce credentials, the well-known local key is refused in production. */
export function paymentManagementOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): PaymentManagementOptions {
  return { apiKey: readApiKey('PAYMENTS_MANAGEMENT_API_KEY', LOCAL_PAYMENTS_MANAGEMENT_API_KEY, config, env) }
}
