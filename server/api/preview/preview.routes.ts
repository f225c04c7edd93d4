import { Hono, type Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { validate } from '../../http/validate'
import type { ApiEnv } from '../api-env'
import { editorsOnly, isEditor } from '../content/editor'
import {
  MAX_PREVIEW_MINUTES,
  PREVIEW_COOKIE,
  PREVIEW_MODE_COOKIE,
  previewToken,
  safeRedirect,
  signPreviewLink,
  verifyPreviewLink,
} from './preview'

const nowSeconds = () => Math.floor(Date.now() / 1000)
const overTls = (c: Context) =>
  (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')).split(',')[0]?.trim() === 'https'

const sitePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path of this site starting with a single /')

const linkRequest = z.object({
  path: sitePath,
  minutes: z.number().int().min(1).max(MAX_PREVIEW_MINUTES).default(60),
})

const startQuery = z.object({
  redirect: sitePath,
  expires: z.coerce.number().int().min(0).max(1e12),
  signature: z.string().max(64),
})

/** Preview mode (spec 4.12, 7.2 `GET /api/preview/clear?redirect={path}`). */
export const previewRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
  // An editor asks for a link that opens `path` in preview mode for `minutes`.
  .post('/link', async (c) => {
    if (!isEditor(c)) return editorsOnly(c, 'A preview link')
    const parsed = linkRequest.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success)
      return c.json(
        { error: `Invalid body: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` },
        400,
      )
    const expires = nowSeconds() + parsed.data.minutes * 60
    const query = signPreviewLink(c.var.deps.platform.commerce.clientSecret, parsed.data.path, expires)
    return c.json({ data: { url: `/api/preview/start?${query}`, expiresAt: new Date(expires * 1000).toISOString() } })
  })
  .get('/start', validate('query', startQuery), (c) => {
    const link = c.req.valid('query')
    const verdict = verifyPreviewLink(c.var.deps.platform.commerce.clientSecret, link, nowSeconds())
    if (verdict === 'forged') return c.json({ error: 'This preview link is not valid' }, 403)
    if (verdict === 'expired') return c.json({ error: 'This preview link has expired; ask for a new one' }, 410)
    const options = {
      path: '/',
      sameSite: 'Lax',
      secure: overTls(c),
      maxAge: link.expires - nowSeconds(),
    } as const
    setCookie(c, PREVIEW_COOKIE, previewToken(c.var.deps.platform.commerce.clientSecret, link.expires), {
      ...options,
      httpOnly: true,
    })
    setCookie(c, PREVIEW_MODE_COOKIE, '1', options)
    return c.redirect(safeRedirect(link.redirect), 303)
  })
  .get('/clear', (c) => {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/', secure: overTls(c) })
    deleteCookie(c, PREVIEW_MODE_COOKIE, { path: '/', secure: overTls(c) })
    return c.redirect(safeRedirect(c.req.query('redirect')), 303)
  })
