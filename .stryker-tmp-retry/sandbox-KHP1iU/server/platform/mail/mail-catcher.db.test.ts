// @ts-nocheck
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { startMailCatcher, type MailCatcher } from './mail-catcher'
import { LOCAL_MAIL_CATCHER_API_KEY, MAIL_CATCHER_USER } from './mail.config'

let server: TestServer
let catcher: MailCatcher
const key = { 'x-api-key': LOCAL_MAIL_CATCHER_API_KEY }

beforeAll(async () => {
  server = await startTestServer()
  catcher = await startMailCatcher(server.database.db, { apiKey: LOCAL_MAIL_CATCHER_API_KEY })
})
afterAll(async () => {
  await catcher.close()
  await server.close()
})

const mailbox = (path: string, init: RequestInit = {}) =>
  fetch(`${server.origin}/platform/mail${path}`, { ...init, headers: { ...key, ...init.headers } })

interface Listed {
  id: string
  subject: string
  to: string
  from: string
  receivedAt: string
}

async function send(subject: string, to = 'jana.novakova@example.com') {
  const transport = nodemailer.createTransport(catcher.url)
  try {
    return await transport.sendMail({
      from: 'Kestrel <obchod@kestrel.example>',
      to,
      subject,
      text: `Plain text of ${subject}: https://kestrel.example/ověření?token=abc`,
      html: `<p>HTML of <strong>${subject}</strong> <a href="https://kestrel.example/">odkaz</a></p>`,
    })
  } finally {
    transport.close()
  }
}

describe('the mail catcher', () => {
  it('receives a mail nodemailer sends over SMTP and lists it in the JSON API, newest first', async () => {
    await send('První zpráva')
    await send('Second message', 'petr.svoboda@example.com')
    const list = (await (await mailbox('/api/v1/messages')).json()) as { total: number; messages: Listed[] }
    expect(list.total).toBe(2)
    expect(list.messages.map((message) => message.subject)).toEqual(['Second message', 'První zpráva'])
    expect(list.messages[1]).toMatchObject({
      to: 'jana.novakova@example.com',
      from: expect.stringContaining('obchod@kestrel.example'),
    })

    const one = await mailbox(`/api/v1/message/${list.messages[1]!.id}`)
    expect(one.status).toBe(200)
    expect(one.headers.get('cache-control')).toBe('no-store')
    const message = (await one.json()) as { subject: string; text: string; html: string; messageId: string }
    expect(message.subject).toBe('První zpráva')
    expect(message.text).toContain('https://kestrel.example/ověření?token=abc')
    expect(message.html).toContain('<strong>První zpráva</strong>')
    expect(message.messageId).toMatch(/^<.+@.+>$/)

    const filtered = (await (await mailbox('/api/v1/messages?to=petr.svoboda')).json()) as { messages: Listed[] }
    expect(filtered.messages.map((m) => m.subject)).toEqual(['Second message'])
  })

  it('shows the mailbox and a message as HTML, the HTML part in a sandbox and the text part as text', async () => {
    await send('<script>alert(1)</script> Ověření')
    const page = await mailbox('')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    const html = await page.text()
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ověření')
    expect(html).not.toContain('<script>alert(1)</script>')
    const [, first] = /href="(\/platform\/mail\/messages\/[0-9a-f-]+)"/.exec(html) ?? []
    expect(first).toBeDefined()
    const view = await (await mailbox(first!.slice('/platform/mail'.length))).text()
    expect(view).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; Ověření</h1>')
    expect(view).toMatch(/<iframe sandbox="" srcDoc="&lt;p&gt;HTML of/i)
    expect(view).toContain('<pre>Plain text of')
  })

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    expect((await mailbox('/api/v1/message/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const bad = await mailbox('/api/v1/message/not-an-id')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: expect.stringContaining('id') })
  })

  it('refuses the mailbox without the key, and takes it as Basic credentials (a browser) too', async () => {
    const none = await fetch(`${server.origin}/platform/mail/api/v1/messages`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic /)
    const page = await fetch(`${server.origin}/platform/mail`)
    expect(page.status).toBe(401)
    const basic = `Basic ${Buffer.from(`anyone:${LOCAL_MAIL_CATCHER_API_KEY}`).toString('base64')}`
    expect((await fetch(`${server.origin}/platform/mail`, { headers: { authorization: basic } })).status).toBe(200)
    const wrong = `Basic ${Buffer.from('anyone:not-the-key-0123456789').toString('base64')}`
    expect((await fetch(`${server.origin}/platform/mail`, { headers: { authorization: wrong } })).status).toBe(401)
  })

  it('refuses SMTP without the catcher’s credentials and keeps nothing', async () => {
    const before = ((await (await mailbox('/api/v1/messages')).json()) as { total: number }).total
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: catcher.port,
      auth: { user: MAIL_CATCHER_USER, pass: 'not-the-key-0123456789' },
    })
    await expect(
      transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ code: 'EAUTH' })
    transport.close()
    const anonymous = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.port })
    await expect(
      anonymous.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 530 })
    anonymous.close()
    expect(((await (await mailbox('/api/v1/messages')).json()) as { total: number }).total).toBe(before)
  })

  it('deletes every message', async () => {
    const deleted = await mailbox('/api/v1/messages', { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(((await deleted.json()) as { deleted: number }).deleted).toBeGreaterThan(0)
    expect(await (await mailbox('/api/v1/messages')).json()).toEqual({ total: 0, messages: [] })
  })
})
