// @ts-nocheck
import type { Config } from '../../config'
import { readApiKey } from '../api-key'

/** The local key; a deployment that runs the catcher sets `MAIL_CATCHER_API_KEY`. */
export const LOCAL_MAIL_CATCHER_API_KEY = 'kestrel-local-mail-key'
/** The SMTP user of the catcher (its password is the key). */
export const MAIL_CATCHER_USER = 'kestrel'

export interface MailCatcherOptions {
  /**
   * The mailbox (HTML and JSON, `x-api-key`, Bearer or Basic with any user) and SMTP AUTH take
   * this key: the mails hold addresses and the links of sign-up and password reset.
   */
  apiKey: string
}

/**
 * The catcher is a development and test tool: in production it is neither started nor served
 * (mail goes to the real SMTP server of `SMTP_URL`).
 */
export function mailCatcherOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): MailCatcherOptions | null {
  if (config.NODE_ENV === 'production') return null
  return { apiKey: readApiKey('MAIL_CATCHER_API_KEY', LOCAL_MAIL_CATCHER_API_KEY, config, env) }
}
