// @ts-nocheck
import { signInCounters } from '../../http/throttle'

/**
 * Throttling of the account paths (`server/http/throttle.ts`, counters in the database). Sign-in paths
 * (reset, verification, passkey) count failed attempts like the password sign-in (10 per account and 30 per
 * client address in 15 minutes); paths that send mail or create accounts count every attempt, so they
 * cannot be used to flood an inbox. Every window ends: the owner can always try again afterwards.
 */
const HOUR = 60 * 60

export const ACCOUNT_THROTTLES = {
  /** Every sign-up: 5 per email and 10 per client address in an hour. */
  signUp: (who: { address: string; email: string }) => [
    { limit: { scope: 'shop-sign-up:account', limit: 5, windowSeconds: HOUR }, key: who.email.trim().toLowerCase() },
    { limit: { scope: 'shop-sign-up:address', limit: 10, windowSeconds: HOUR }, key: who.address },
  ],
  /** Every mail asked for (reset link, new verification link): 5 per email and 20 per client address in an hour. */
  mail: (kind: 'reset' | 'verification', who: { address: string; email: string }) => [
    {
      limit: { scope: `shop-mail-${kind}:account`, limit: 5, windowSeconds: HOUR },
      key: who.email.trim().toLowerCase(),
    },
    { limit: { scope: `shop-mail-${kind}:address`, limit: 20, windowSeconds: HOUR }, key: who.address },
  ],
  /** Failed token redemptions (reset, verification), per token and per client address. */
  token: (kind: 'reset' | 'verification', who: { address: string; token: string }) =>
    signInCounters(`shop-${kind}`, { address: who.address, email: who.token }),
  /** Failed passkey sign-ins, per credential and per client address. */
  passkey: (who: { address: string; credentialId: string }) =>
    signInCounters('shop-passkey', { address: who.address, email: who.credentialId }),
  /** Every passkey challenge asked for without an account: 60 per client address in 15 minutes. */
  passkeyOptions: (address: string) => [
    { limit: { scope: 'shop-passkey-options:address', limit: 60, windowSeconds: 15 * 60 }, key: address },
  ],
  /** Wrong current passwords, per customer and per client address. */
  changePassword: (who: { address: string; customerId: string }) =>
    signInCounters('shop-change-password', { address: who.address, email: who.customerId }),
}
