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

/** Pay later is offered in these countries, for amounts in this range (minor units). */
export const PAY_LATER = { countries: ['CZ', 'SK', 'PL', 'AT', 'DE'], minValue: 10_000, maxValue: 5_000_000, instalments: 3 }

/** The commerce platform project whose payments the connector updates. */
export const COMMERCE_PROJECT_KEY = 'kestrel'
