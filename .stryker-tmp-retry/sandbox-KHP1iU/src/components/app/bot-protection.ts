// @ts-nocheck
import type { solveChallenge } from 'altcha-lib'

type DeriveKey = Parameters<typeof solveChallenge>[0]['deriveKey']
type Challenge = Parameters<typeof solveChallenge>[0]['challenge']

/** PBKDF2 in the browser's Web Crypto (altcha-lib's own implementation needs Node's crypto). */
const deriveKey: DeriveKey = async (parameters, salt, password) => {
  const key = await crypto.subtle.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits'])
  const hash = parameters.algorithm.split('/')[1] ?? 'SHA-256'
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash, salt: salt as BufferSource, iterations: parameters.cost },
    key,
    (parameters.keyLength ?? 32) * 8,
  )
  return { parameters: {}, derivedKey: new Uint8Array(bits) }
}

/**
 * A bot-protection token (spec 7.2): the self-hosted ALTCHA proof of work, solved in the browser;
 * its library loads only when a form asks for a token.
 */
export async function solveBotProtection(origin: string): Promise<string> {
  const { solveChallenge } = await import('altcha-lib')
  const response = await fetch(`${origin}/platform/bot-protection/challenge`)
  if (!response.ok) throw new Error(`Bot protection challenge answered ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new Error('Bot protection challenge was not solved in time')
  return btoa(JSON.stringify({ challenge, solution }))
}
