// @ts-nocheck
import { z } from 'zod'
import type { Config } from '../../config'
import { readApiKey } from '../api-key'

/**
 * The stand-in's local credentials, documented in the README. Production points the
 * storefront at the real provider with its own keys; these never leave a local machine.
 */
export interface PaymentServiceOptions {
  /** Value of the `x-api-key` header every checkout call must carry. */
  apiKey: string
  merchantAccounts: readonly string[]
  /** Hex key that signs standard notifications unless a webhook was configured with another. */
  hmacKey: string
  /** Signs the pay-button (wallet) payloads. */
  walletKey: string
  /** Delays between notification delivery attempts, in milliseconds. */
  retryDelays: readonly number[]
}

export const LOCAL_PAYMENTS: PaymentServiceOptions = {
  apiKey: 'kestrel-local-payments',
  merchantAccounts: ['KestrelECOM'],
  hmacKey: '66C0FA8DEB33D40B482DC411A9285D46A684A1E8E537C534B6450548D5626191',
  walletKey: 'kestrel-local-wallet',
  retryDelays: [500, 2_000, 10_000],
}

/**
 * The checkout API key (`PAYMENTS_API_KEY`, the same variable the shop's API sends), the key that
 * signs notifications (`PAYMENTS_HMAC_KEY`, 64 hex digits) and the wallet's signing key
 * (`PAYMENTS_WALLET_KEY`): the local defaults are public, so production refuses them, as it
 * refuses the commerce client's.
 */
export function paymentServiceOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): PaymentServiceOptions {
  const hmacKey = z
    .string()
    .regex(/^[0-9A-Fa-f]{64}$/, 'PAYMENTS_HMAC_KEY must be 64 hexadecimal digits')
    .parse(env.PAYMENTS_HMAC_KEY || LOCAL_PAYMENTS.hmacKey)
  if (config.NODE_ENV === 'production' && hmacKey.toUpperCase() === LOCAL_PAYMENTS.hmacKey)
    throw new Error('PAYMENTS_HMAC_KEY must be set in production')
  return {
    ...LOCAL_PAYMENTS,
    apiKey: readApiKey('PAYMENTS_API_KEY', LOCAL_PAYMENTS.apiKey, config, env),
    hmacKey: hmacKey.toUpperCase(),
    walletKey: readApiKey('PAYMENTS_WALLET_KEY', LOCAL_PAYMENTS.walletKey, config, env),
  }
}

/** Pay later is offered in these countries, for amounts in this range (minor units). */
export const PAY_LATER = {
  countries: ['CZ', 'SK', 'PL', 'AT', 'DE'],
  minValue: 10_000,
  maxValue: 5_000_000,
  instalments: 3,
}

/** The commerce platform project whose payments the connector updates. */
export const COMMERCE_PROJECT_KEY = 'kestrel'
