import { createHmac, timingSafeEqual } from 'node:crypto'

/** Claims of a support-chat visitor token. */
export interface ChatClaims {
  iss: string
  aud: string
  sub: string
  iat: number
  exp: number
  name?: string
  email?: string
}

export type TokenCheck = { valid: true; claims: ChatClaims } | { valid: false; reason: 'malformed' | 'invalid_signature' | 'expired' }

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/** A compact JWS (HS256), what chat widgets accept as an identity token. */
export function signToken(claims: ChatClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}

export function checkToken(token: string, secret: string, nowSeconds: number, audience: string): TokenCheck {
  const [header, payload, signature, ...rest] = token.split('.')
  if (!header || !payload || !signature || rest.length) return { valid: false, reason: 'malformed' }
  if (header !== HEADER) return { valid: false, reason: 'malformed' }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'invalid_signature' }
  let claims: ChatClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ChatClaims
  } catch {
    return { valid: false, reason: 'malformed' }
  }
  if (claims.aud !== audience || typeof claims.exp !== 'number') return { valid: false, reason: 'malformed' }
  if (claims.exp <= nowSeconds) return { valid: false, reason: 'expired' }
  return { valid: true, claims }
}
