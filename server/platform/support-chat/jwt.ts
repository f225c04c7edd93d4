import { errors, jwtVerify, SignJWT } from 'jose'

/** Claims of a support-chat visitor token. */
interface ChatClaims {
  iss: string
  aud: string | string[]
  sub: string
  iat: number
  exp: number
  name?: string
  email?: string
}

type TokenCheck =
  { valid: true; claims: ChatClaims } | { valid: false; reason: 'malformed' | 'invalid_signature' | 'expired' }

const ALGORITHM = 'HS256'
const key = (secret: string) => new TextEncoder().encode(secret)

/** A compact JWS (HS256), what chat widgets accept as an identity token. */
export function signToken({ iss, aud, sub, iat, exp, ...profile }: ChatClaims, secret: string): Promise<string> {
  return new SignJWT(profile)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key(secret))
}

/** The token's claims when it is ours (HS256 with `secret`, for `audience` or one of them) and unexpired at `nowSeconds`. */
export async function checkToken(
  token: string,
  secret: string,
  nowSeconds: number,
  audience: string | string[],
): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify<ChatClaims>(token, key(secret), {
      algorithms: [ALGORITHM],
      audience,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(nowSeconds * 1000),
    })
    return { valid: true, claims: payload as ChatClaims }
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return { valid: false, reason: 'invalid_signature' }
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' }
    return { valid: false, reason: 'malformed' }
  }
}
