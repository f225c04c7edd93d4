import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Preview mode (spec 4.12): an editor's signed, expiring link turns it on for one browser, which
 * then sees the content pages' drafts until the link's time runs out or it exits. The browser holds
 * a signed token (HttpOnly) and a plain flag the page reads to show the 'PREVIEW' banner; the flag
 * alone shows nothing but the banner.
 */
export const PREVIEW_COOKIE = 'kestrel_preview'
export const PREVIEW_MODE_COOKIE = 'kestrel_preview_mode'
/** The longest a preview link (and the preview it opens) lasts. */
export const MAX_PREVIEW_MINUTES = 24 * 60

function signature(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update('kestrel preview key').digest()
  return createHmac('sha256', key).update(payload).digest('base64url')
}

function matches(given: string, expected: string): boolean {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && timingSafeEqual(left, right)
}

const linkPayload = (expires: number, redirect: string) => `link|${expires}|${redirect}`

/** A path of this site to send a browser to: one leading slash, never another site's address. */
export function safeRedirect(path: string | undefined): string {
  return path && path.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : '/'
}

/** The start link's query: the page to open and until when (seconds since the epoch), signed together. */
export function signPreviewLink(secret: string, redirect: string, expires: number): URLSearchParams {
  return new URLSearchParams({
    redirect,
    expires: String(expires),
    signature: signature(secret, linkPayload(expires, redirect)),
  })
}

export function verifyPreviewLink(
  secret: string,
  link: { redirect: string; expires: number; signature: string },
  now: number,
): 'valid' | 'expired' | 'forged' {
  if (!matches(link.signature, signature(secret, linkPayload(link.expires, link.redirect)))) return 'forged'
  return link.expires > now ? 'valid' : 'expired'
}

/** The browser's preview token, valid until `expires` (seconds since the epoch). */
export function previewToken(secret: string, expires: number): string {
  return `${expires}.${signature(secret, `cookie|${expires}`)}`
}

/** Whether a preview token is one this server signed and still running. */
export function isPreviewToken(secret: string, token: string | undefined, now: number): boolean {
  const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null
  if (!match) return false
  const expires = Number(match[1])
  return expires > now && matches(match[2]!, signature(secret, `cookie|${expires}`))
}
