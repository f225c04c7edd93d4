// @ts-nocheck
import { createChallenge, solveChallenge, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { LOCAL_ALTCHA_HMAC_KEY } from './bot-protection.config'

let server: TestServer
const url = (path: string) => `${server.origin}/platform/bot-protection${path}`
const verify = async (payload: unknown) => {
  const response = await fetch(url('/verify'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload }),
  })
  return { status: response.status, body: await response.json() }
}
/** What the widget puts in the form: base64 of the JSON payload. */
const encode = (challenge: Challenge, solution: Solution) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')

async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new Error('the challenge was not solved in time')
  return solution
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('bot protection (ALTCHA) over HTTP', () => {
  it('issues a signed, expiring proof-of-work challenge', async () => {
    const response = await fetch(url('/challenge'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const challenge = (await response.json()) as Challenge
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32 })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500)
  })

  it('verifies a really solved challenge once, then refuses the replay', async () => {
    const challenge = (await (await fetch(url('/challenge'))).json()) as Challenge
    const solution = await solve(challenge)
    expect(await verify(encode(challenge, solution))).toEqual({ status: 200, body: { verified: true } })
    expect(await verify(encode(challenge, solution))).toEqual({
      status: 200,
      body: { verified: false, reason: 'already_used' },
    })
  })

  it('refuses a wrong solution, a tampered challenge and an expired one', async () => {
    const challenge = (await (await fetch(url('/challenge'))).json()) as Challenge
    const solution = await solve(challenge)
    const wrong = { ...solution, derivedKey: 'ab'.repeat(32) }
    expect((await verify({ challenge, solution: wrong })).body).toEqual({ verified: false, reason: 'invalid_solution' })
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }
    expect((await verify({ challenge: tampered, solution })).body).toEqual({
      verified: false,
      reason: 'invalid_signature',
    })

    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() - 60_000),
      hmacSignatureSecret: LOCAL_ALTCHA_HMAC_KEY,
      hmacKeySignatureSecret: await deriveHmacKeySecret(LOCAL_ALTCHA_HMAC_KEY),
    })
    expect((await verify(encode(expired, await solve(expired)))).body).toEqual({ verified: false, reason: 'expired' })
  })

  it('answers a malformed payload with 400 and a message', async () => {
    const notBase64Json = await verify('definitely not a payload')
    expect(notBase64Json.status).toBe(400)
    expect(notBase64Json.body.error).toMatch(/base64-encoded JSON/)
    const missing = await fetch(url('/verify'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(missing.status).toBe(400)
    const otherAlgorithm = await verify({
      challenge: { parameters: { algorithm: 'MD5', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: '00' } },
      solution: { counter: 1, derivedKey: 'ff' },
    })
    expect(otherAlgorithm.status).toBe(400)
    expect(otherAlgorithm.body.error).toMatch(/PBKDF2\/SHA-256/)
  })
})
