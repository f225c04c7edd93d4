// @ts-nocheck
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Amount } from './schemas'

/** How long a pay-button signature stays good. */
const VALIDITY_MS = 15 * 60_000

const payloadSchema = z.object({
  merchantAccount: z.string(),
  reference: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }),
  expiresAt: z.string(),
  nonce: z.string(),
})

interface WalletGrant {
  merchantAccount: string
  reference: string
  amount: Amount
}

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url')
}

/** The pay button's payload and its signature: the wallet pays exactly this, once. */
export function issueWalletSignature(grant: WalletGrant, key: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + VALIDITY_MS).toISOString()
  const payload = Buffer.from(JSON.stringify({ ...grant, expiresAt, nonce: randomBytes(8).toString('hex') })).toString(
    'base64url',
  )
  return { walletPayload: payload, walletSignature: sign(payload, key), expiresAt }
}

type WalletCheck = { ok: true } | { ok: false; reason: string }

/** The signature must be ours, unexpired, and for this merchant, reference and amount. */
export function verifyWalletSignature(
  payload: string,
  signature: string,
  expected: WalletGrant,
  key: string,
  now = new Date(),
): WalletCheck {
  const good = Buffer.from(sign(payload, key))
  const given = Buffer.from(signature)
  if (good.length !== given.length || !timingSafeEqual(good, given))
    return { ok: false, reason: 'Invalid wallet signature' }
  let parsed: z.infer<typeof payloadSchema>
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'Invalid wallet payload' }
  }
  if (new Date(parsed.expiresAt).getTime() < now.getTime()) return { ok: false, reason: 'Wallet signature expired' }
  const matches =
    parsed.merchantAccount === expected.merchantAccount &&
    parsed.reference === expected.reference &&
    parsed.amount.value === expected.amount.value &&
    parsed.amount.currency === expected.amount.currency
  return matches ? { ok: true } : { ok: false, reason: 'Wallet signature does not cover this payment' }
}
