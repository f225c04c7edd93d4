// @ts-nocheck
import { LOCAL_MAIL_CATCHER_API_KEY } from '../../server/platform/mail/mail.config'

/** A message as the mail catcher's JSON API lists it. */
export interface CaughtMail {
  id: string
  receivedAt: string
  from: string
  to: string
  subject: string
}

const read = async <T>(origin: string, path: string): Promise<T> => {
  const response = await fetch(`${origin}/platform/mail/api/v1${path}`, {
    headers: { 'x-api-key': LOCAL_MAIL_CATCHER_API_KEY },
  })
  if (!response.ok) throw new Error(`mailbox ${path}: ${response.status}`)
  return (await response.json()) as T
}

/** The mails the local catcher received for `to` (part of the address), newest first. */
export async function mailsTo(origin: string, to: string): Promise<CaughtMail[]> {
  return (await read<{ messages: CaughtMail[] }>(origin, `/messages?limit=500&to=${encodeURIComponent(to)}`)).messages
}

/** One caught mail with its parts. */
export function mailById(origin: string, id: string) {
  return read<CaughtMail & { messageId: string | null; html: string | null; text: string | null }>(
    origin,
    `/message/${id}`,
  )
}

/** Waits (up to `timeoutMs`) until a mail for `to` matching `subject` has arrived, and answers it with its parts. */
export async function waitForMail(origin: string, to: string, subject: RegExp = /./, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await mailsTo(origin, to)).find((mail) => subject.test(mail.subject))
    if (found) return mailById(origin, found.id)
    if (Date.now() > deadline) throw new Error(`no mail for ${to} matching ${String(subject)} arrived`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
