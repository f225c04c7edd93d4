// @ts-nocheck
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/hono'
import type { BotProtectionOptions } from './bot-protection.config'

export const ALGORITHM = 'PBKDF2/SHA-256'

type VerifyOutcome =
  | { verified: true; challengeId: string; expiresAt: Date }
  | { verified: false; reason: 'expired' | 'invalid_signature' | 'invalid_solution' }

/**
 * ALTCHA v2 proof of work. The counter is chosen here and its derived key signed with a second
 * secret (deterministic mode), so the server checks a solution with one key derivation.
 */
export function challengeIssuer(options: BotProtectionOptions) {
  const keySecret = deriveHmacKeySecret(options.hmacKey)
  return {
    async create(now = new Date()): Promise<Challenge> {
      const [min, max] = options.counterRange
      return createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(max, min),
        deriveKey,
        expiresAt: new Date(now.getTime() + options.expiresInSeconds * 1000),
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: await keySecret,
      })
    },

    async verify(challenge: Challenge, solution: Solution): Promise<VerifyOutcome> {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: await keySecret,
      })
      if (result.verified) {
        const expiresAt = new Date(
          (challenge.parameters.expiresAt ?? Date.now() / 1000 + options.expiresInSeconds) * 1000,
        )
        return { verified: true, challengeId: challenge.parameters.nonce, expiresAt }
      }
      if (result.expired) return { verified: false, reason: 'expired' }
      if (result.invalidSignature) return { verified: false, reason: 'invalid_signature' }
      return { verified: false, reason: 'invalid_solution' }
    },
  }
}
