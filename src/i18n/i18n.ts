import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '@common/market'

type Catalog = { messages: Messages }

// One catalog per area of the shop (lingui.config.ts); a locale's catalogs load together.
const catalogFiles = import.meta.glob<Catalog>('../locales/*/*.po')

async function loadCatalogs(locale: Locale): Promise<Messages> {
  const files = Object.entries(catalogFiles).filter(([path]) => path.startsWith(`../locales/${locale}/`))
  const catalogs = await Promise.all(files.map(([, load]) => load()))
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages
}

/** One I18n instance per router, so concurrent server renders never share an active locale. */
export function createI18n(): I18n {
  const i18n = setupI18n()
  // A missing translation is logged for the translators and never shown (spec 8.3).
  i18n.on('missing', ({ locale, id }) => console.warn(`Missing translation [${locale}] ${id}`))
  return i18n
}

export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (!(locale in i18n.messages) || Object.keys(i18n.messages[locale] ?? {}).length === 0) {
    i18n.load(locale, await loadCatalogs(locale))
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}
