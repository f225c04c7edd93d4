import { renderToStaticMarkup } from 'react-dom/server'

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafaf7; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0; }
h2 { font-size: 1.125rem; margin: 0 0 .5rem; }
main { display: grid; grid-template-columns: minmax(12rem, 20rem) 1fr; gap: 1rem; }
@media (max-width: 40rem) { main { grid-template-columns: 1fr; } }
section { background: #fff; border: 1px solid #ddd; padding: 1rem; min-width: 0; }
ul { list-style: none; margin: 0; padding: 0; }
#conversations button { display: block; width: 100%; text-align: left; padding: .5rem; margin-bottom: .25rem;
  border: 1px solid #bbb; background: #fff; color: #1a1a1a; font: inherit; cursor: pointer; }
#conversations button[aria-current="true"] { border-color: #0b5394; background: #e8f0fa; font-weight: 600; }
button:focus-visible, textarea:focus-visible { outline: 3px solid #0b5394; outline-offset: 2px; }
#messages { max-height: 28rem; overflow-y: auto; margin-bottom: 1rem; }
#messages li { margin: .25rem 0; padding: .5rem .75rem; border-radius: .5rem; max-width: 80%; overflow-wrap: anywhere; }
#messages li[data-author="visitor"] { background: #f0f0ec; }
#messages li[data-author="agent"] { background: #dce9f7; margin-left: auto; }
.meta { display: block; font-size: .8125rem; color: #4a4a4a; }
label { display: block; font-weight: 600; }
textarea { width: 100%; box-sizing: border-box; font: inherit; padding: .5rem; border: 1px solid #767676; }
.send { margin-top: .5rem; padding: .5rem 1rem; font: inherit; background: #0b5394; color: #fff; border: 0; cursor: pointer; }
#typing { min-height: 1.5em; font-style: italic; color: #4a4a4a; }
#connection { font-size: .875rem; color: #4a4a4a; }
`

/**
 * The agent console of the support-chat stand-in: the open conversations and the selected one's
 * messages, answered over the chat's WebSocket by `console.js` with an agent token.
 */
export function consolePage(): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Support chat — agent console</title>
        <style>{STYLE}</style>
        <script src="/platform/support-chat/console/console.js" defer />
      </head>
      <body>
        <header>
          <h1>Support chat — agent console</h1>
          <p id="connection" role="status">
            Connecting…
          </p>
        </header>
        <main>
          <section aria-labelledby="conversations-title">
            <h2 id="conversations-title">Open conversations</h2>
            <p id="no-conversations">No open conversations.</p>
            <ul id="conversations" />
          </section>
          <section aria-labelledby="conversation-title">
            <h2 id="conversation-title">No conversation selected</h2>
            <ul id="messages" aria-live="polite" aria-label="Messages" />
            <p id="typing" aria-live="polite" />
            <form id="reply" hidden>
              <label htmlFor="reply-text">Reply</label>
              <textarea id="reply-text" name="body" rows={3} maxLength={2000} required />
              <button type="submit" className="send">
                Send
              </button>
            </form>
          </section>
        </main>
        <noscript>
          <p>The console needs JavaScript.</p>
        </noscript>
      </body>
    </html>,
  )}`
}
