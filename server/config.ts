import { z } from 'zod'

const portSchema = z.coerce.number().int().min(1).max(65535)

export const configSchema = z.object({
  PORT: portSchema.default(3000),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  COMMERCE_CLIENT_ID: z.string().min(1).default('kestrel-local'),
  COMMERCE_CLIENT_SECRET: z.string().min(1).default('kestrel-local'),
  /** Proxies in front of the server (the load balancer) whose `X-Forwarded-For` entry names the client; 0 trusts none. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The shop's public origin (`https://shop.example`), for the links in mails; set it in production, where a
   * link built from the request's Host header could point elsewhere. Without it the request's origin is used.
   */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Where mail is sent (`smtp://user:password@host:port`, `smtps://` for TLS); by default the local mail catcher. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of the shop's mails. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Where the contact form's requests are mailed (customer service's inbox). */
  CUSTOMER_SERVICE_EMAIL: z.email().max(254).optional(),
  /**
   * The local platform's fulfilment simulation: seconds between an order's steps (confirmed, shipped,
   * delivered), so a demo order ships within minutes; 0 turns the simulation off.
   */
  FULFILMENT_STEP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60 * 60)
    .default(60),
  /** The local mail catcher's SMTP port; 0 picks a free one (printed at start). */
  MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
})

export type Config = z.infer<typeof configSchema>

/** Parses the environment; throws a readable message listing every bad value. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = configSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}
