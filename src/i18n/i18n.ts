import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '@common/market'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'cs-CZ': () => import('../locales/cs-CZ/messages.po'),
  en: () => import('../locales/en/messages.po'),
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
    const { messages } = await catalogs[locale]()
    i18n.load(locale, messages)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}
