import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { localeBase, localeOfPath, textLanguage, type Locale } from '@common/market'
import { toInternalPath } from '@common/slugs'

type Catalog = { messages: Messages }

// One catalog per area of the shop (lingui.config.ts).
const catalogFiles = import.meta.glob<Catalog>('../locales/*/*.po')

/**
 * Areas whose catalogs the browser loads only where they are needed: the checkout's on the checkout
 * and order pages, elsewhere with express checkout's code; the size guide's on its pages, elsewhere
 * with its dialogs' code; the account's on the account, sign-in and order-tracking pages, elsewhere
 * with the account dialogs' code. The server always has every catalog.
 */
type OnDemandArea = 'checkout' | 'size-guide' | 'account'
const ON_DEMAND_AREAS: Record<OnDemandArea, (pagePath: string) => boolean> = {
  checkout: (path) => /^\/(checkout|order)(\/|$)/.test(path),
  'size-guide': (path) => /^\/guides\/size-guide(\/|$)/.test(path),
  account: (path) => /^\/(my-account|log-in|create-account|reset-password|order-tracking)(\/|$)/.test(path),
}

/** An internal path without its locale's prefix: `/en/checkout` → `/checkout`. */
function pagePathOf(internalPath: string): string {
  return internalPath.slice(localeBase(localeOfPath(internalPath)).length) || '/'
}

const inBrowser = typeof window !== 'undefined'
const loadedAreas = new WeakMap<I18n, Set<string>>()
/** The browser's one I18n instance, for code that loads its area's catalog with itself. */
let browserI18n: I18n | null = null

function areaOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.po'.length)
}

/** A locale's catalogs are its language's: English for a locale the shop has no texts in. */
async function loadAreas(i18n: I18n, locale: Locale, wanted: (area: string) => boolean): Promise<void> {
  const loaded = loadedAreas.get(i18n) ?? new Set<string>()
  loadedAreas.set(i18n, loaded)
  const files = Object.entries(catalogFiles).filter(([path]) => {
    if (!path.startsWith(`../locales/${textLanguage(locale)}/`)) return false
    const key = `${locale}/${areaOf(path)}`
    return !loaded.has(key) && wanted(areaOf(path))
  })
  if (files.length === 0) return
  const key = `${locale}:${files.map(([path]) => path).join(',')}`
  let messages = mergedCatalogs.get(key)
  if (!messages) {
    const catalogs = await Promise.all(files.map(([, load]) => load()))
    messages = Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages
    mergedCatalogs.set(key, messages)
  }
  files.forEach(([path]) => loaded.add(`${locale}/${areaOf(path)}`))
  i18n.load(locale, messages)
}

/**
 * The catalogs merged per locale and set of areas, once per process: every server render loads
 * all of its locale's areas, and merging a few thousand messages each time is most of that cost.
 * Lingui keeps the first object it is given for a locale; a later area only adds that locale's
 * messages to it, so sharing it between renders shares nothing of another locale.
 */
const mergedCatalogs = new Map<string, Messages>()

/** One I18n instance per router, so concurrent server renders never share an active locale. */
export function createI18n(): I18n {
  const i18n = setupI18n()
  // A missing translation is logged for the translators and never shown (spec 8.3).
  i18n.on('missing', ({ locale, id }) => {
    console.warn(`Missing translation [${locale}] ${id}`)
    // In the browser a message of an area not loaded yet brings the locale's other catalogs.
    if (inBrowser) void loadAreas(i18n, locale as Locale, () => true)
  })
  return i18n
}

/**
 * Loads the locale's catalogs a page needs and activates the locale. The page's `pathname` lets the
 * browser leave out the areas that page does not show; without it, all load.
 */
export async function activateLocale(i18n: I18n, locale: Locale, pathname?: string): Promise<void> {
  if (inBrowser) browserI18n = i18n
  const path = pathname === undefined ? undefined : pagePathOf(toInternalPath(pathname))
  const needed = (area: string) =>
    !inBrowser || path === undefined || !(area in ON_DEMAND_AREAS) || ON_DEMAND_AREAS[area as OnDemandArea](path)
  await loadAreas(i18n, locale, needed)
  if (i18n.locale !== locale) i18n.activate(locale)
}

/** Loads the catalog of an on-demand area in the browser (with the code that shows its messages). */
async function loadCatalogArea(area: OnDemandArea): Promise<void> {
  const i18n = browserI18n
  if (!i18n?.locale) return
  await loadAreas(i18n, i18n.locale as Locale, (each) => each === area)
}

/** A module whose components show messages of an on-demand area, with that area's catalog: `lazy(() => withCatalog('account', import('…')))`. */
export function withCatalog<T>(area: OnDemandArea, module: Promise<T>): Promise<T> {
  return Promise.all([module, loadCatalogArea(area)]).then(([loaded]) => loaded)
}
