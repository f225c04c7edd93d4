// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../config'
import { LOCAL_MAIL_CATCHER_API_KEY, mailCatcherOptions } from '../platform/mail/mail.config'
import { smtpUrlOf } from './mail.config'

const catcherUrl = 'smtp://kestrel:kestrel-local-mail-key@127.0.0.1:2525'

describe('mail configuration', () => {
  it('sends to the local mail catcher unless SMTP_URL names a server', () => {
    expect(smtpUrlOf(parseConfig({ NODE_ENV: 'development' }), catcherUrl)).toBe(catcherUrl)
    const config = parseConfig({ NODE_ENV: 'test', SMTP_URL: 'smtps://shop:secret@smtp.example.com:465' })
    expect(smtpUrlOf(config, catcherUrl)).toBe('smtps://shop:secret@smtp.example.com:465')
  })

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp/)
  })

  it('runs no catcher in production, so production needs SMTP_URL', () => {
    expect(mailCatcherOptions({ NODE_ENV: 'production' }, {})).toBeNull()
    expect(() => smtpUrlOf(parseConfig({ NODE_ENV: 'production' }), null)).toThrow(/SMTP_URL must be set in production/)
    expect(mailCatcherOptions({ NODE_ENV: 'development' }, {})).toEqual({ apiKey: LOCAL_MAIL_CATCHER_API_KEY })
    expect(() => mailCatcherOptions({ NODE_ENV: 'test' }, { MAIL_CATCHER_API_KEY: 'short' })).toThrow(/16 characters/)
  })
})
