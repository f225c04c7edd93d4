// @ts-nocheck
import { renderToStaticMarkup } from 'react-dom/server'

export interface ListedMessage {
  id: string
  receivedAt: string
  from: string
  to: string
  subject: string
  size: number
}
export interface FullMessage extends ListedMessage {
  messageId: string | null
  html: string | null
  text: string | null
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafaf7; }
header, main { max-width: 64rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; vertical-align: top; }
a { color: #0b5394; }
a:focus-visible { outline: 3px solid #0b5394; outline-offset: 2px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
iframe { width: 100%; height: 40rem; border: 1px solid #ddd; background: #fff; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
pre { white-space: pre-wrap; background: #fff; border: 1px solid #ddd; padding: 1rem; }
`

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <header>
          <p>
            <a href="/platform/mail">Kestrel local mail catcher</a>
          </p>
        </header>
        <main>{children}</main>
      </body>
    </html>
  )
}

const when = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC'

/** The mailbox, newest first. */
export function mailboxPage(messages: ListedMessage[], total: number): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Page title={`Mailbox (${total})`}>
      <h1>Mailbox</h1>
      <p>
        {total === 1 ? '1 message' : `${total} messages`}
        {total > messages.length ? `, the newest ${messages.length} shown` : ''}
      </p>
      {messages.length > 0 && (
        <table>
          <caption className="visually-hidden">Received messages, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>
                  <time dateTime={message.receivedAt}>{when(message.receivedAt)}</time>
                </td>
                <td>{message.to}</td>
                <td>
                  <a href={`/platform/mail/messages/${message.id}`}>{message.subject || '(no subject)'}</a>
                </td>
                <td>{message.from}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>,
  )}`
}

/** One message: its headers, the HTML part (in a sandbox: no script runs) and the text part. */
export function messagePage(message: FullMessage): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Page title={message.subject || '(no subject)'}>
      <h1>{message.subject || '(no subject)'}</h1>
      <dl>
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.receivedAt}>{when(message.receivedAt)}</time>
        </dd>
        {message.messageId && (
          <>
            <dt>Message-ID</dt>
            <dd>{message.messageId}</dd>
          </>
        )}
      </dl>
      <h2>HTML part</h2>
      {message.html ? <iframe sandbox="" srcDoc={message.html} title="HTML part of the message" /> : <p>None</p>}
      <h2>Text part</h2>
      {message.text ? <pre>{message.text}</pre> : <p>None</p>}
    </Page>,
  )}`
}
