// @ts-nocheck
import type { Config } from '../config'

/**
 * Where the shop's mail goes: `SMTP_URL`, or by default the local platform's mail catcher. In
 * production there is no catcher, so `SMTP_URL` must be set.
 */
export function smtpUrlOf(config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>, catcherUrl: string | null): string {
  if (config.SMTP_URL) return config.SMTP_URL
  if (config.NODE_ENV === 'production' || !catcherUrl)
    throw new Error('SMTP_URL must be set in production (the local mail catcher is not run there)')
  return catcherUrl
}
