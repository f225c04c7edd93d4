import { validate } from '../../http/validate'
import { Hono } from 'hono'
import { z } from 'zod'
import { market } from '@common/market'
import type { ApiEnv } from '../api-env'

const contentQuery = z.object({
  locale: z.enum(market.locales, { message: `locale must be one of ${market.locales.join(', ')}` }),
})

const contentKey = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'unknown content key') })

/** Editable content documents (site settings, navigation, footer), one per key and locale. */
export const contentRoutes = new Hono<ApiEnv>().get(
  '/:key',
  validate('param', contentKey),
  validate('query', contentQuery),
  async (c) => {
    const { key } = c.req.valid('param')
    const { locale } = c.req.valid('query')
    const entry = await c.var.deps.db
      .selectFrom('content_entries')
      .select('document')
      .where('key', '=', key)
      .where('locale', '=', locale)
      .executeTakeFirst()
    if (!entry) return c.json({ error: `No content ${key} for ${locale}` }, 404)
    return c.json({ data: entry.document })
  },
)
