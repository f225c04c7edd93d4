import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { html } from 'hono/html'
import { languageOf, localeOfPath, textLanguage, type Locale } from '../../../common/market'

/** A post to a page: a form only the page's code takes, sent by a browser without scripts. */
export const NEEDS_SCRIPTS = 'This form needs JavaScript. Please turn it on in your browser and try again.'

/** The messages of a refused form in Czech. */
const CZECH: Record<string, string> = {
  'The form could not be read.': 'Formulář se nepodařilo přečíst.',
  'This form was not sent from a page of this shop. Please go back, reload the page and try again.':
    'Formulář nebyl odeslán ze stránky tohoto obchodu. Vraťte se prosím zpět, načtěte stránku znovu a zkuste to ještě jednou.',
  'The form holds characters that cannot be stored.': 'Formulář obsahuje znaky, které nelze uložit.',
  'The form was not filled in correctly. Please go back and try again.':
    'Formulář nebyl vyplněn správně. Vraťte se prosím zpět a zkuste to znovu.',
  'This product could not be found.': 'Tento produkt se nepodařilo najít.',
  'This market has no newsletter.': 'Tento trh nemá newsletter.',
  [NEEDS_SCRIPTS]: 'Tento formulář potřebuje JavaScript. Zapněte jej prosím v prohlížeči a zkuste to znovu.',
  'The wishlist could not be updated. Please try again.': 'Seznam přání se nepodařilo upravit. Zkuste to prosím znovu.',
  'The shop could not complete this right now. Please go back and try again.':
    'Obchod teď tuto akci nemohl dokončit. Vraťte se prosím zpět a zkuste to znovu.',
}

/** The page in the languages other than English (the messages' own language). */
const TRANSLATIONS: Partial<Record<Locale, { messages: Record<string, string>; title: string; link: string }>> = {
  'cs-CZ': { messages: CZECH, title: 'Akci nelze provést', link: 'Zpět' },
}

/** A refused form post: a small page with the reason and the way back; nothing was changed. */
export function formProblemPage(c: Context, status: ContentfulStatusCode, message: string, back: string) {
  const locale = localeOfPath(safePath(back))
  const texts = TRANSLATIONS[textLanguage(locale)]
  const text = texts?.messages[message] ?? message
  const title = texts?.title ?? 'This could not be done'
  const link = texts?.link ?? 'Go back'
  c.header('Cache-Control', 'no-store')
  return c.html(
    html`<!doctype html>
      <html lang="${languageOf(textLanguage(locale))}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title} – Kestrel</title>
        </head>
        <body>
          <main>
            <h1>${title}</h1>
            <p role="alert">${text}</p>
            <p><a href="${back}">${link}</a></p>
          </main>
        </body>
      </html>`,
    status,
  )
}

function safePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
