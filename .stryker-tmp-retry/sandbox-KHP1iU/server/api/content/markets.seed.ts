// @ts-nocheck
import { market, type Locale } from '@common/market'
import type { z } from 'zod'
import type { marketsSchema } from '@common/content-schemas'

/** The sites of the other markets; this build serves cs-CZ and en itself. */
const OTHER_MARKETS_ORIGIN = 'https://www.kestrel.example'

/** The 35 markets of spec 2.4 / 9: locale, flag country, and the name in Czech and English. */
const markets: Array<[id: string, flag: string, cs: string, en: string]> = [
  ['en', 'int', 'Mezinárodní (English)', 'International (English)'],
  ['en-MY', 'my', 'Malajsie', 'Malaysia'],
  ['en-SG', 'sg', 'Singapur', 'Singapore'],
  ['es-ES', 'es', 'Španělsko', 'Spain'],
  ['et-EE', 'ee', 'Estonsko', 'Estonia'],
  ['en-IN', 'in', 'Indie', 'India'],
  ['ko-KR', 'kr', 'Jižní Korea', 'South Korea'],
  ['en-CA', 'ca', 'Kanada (English)', 'Canada (English)'],
  ['fr-CA', 'ca', 'Kanada (Français)', 'Canada (Français)'],
  ['en-US', 'us', 'Spojené státy', 'United States'],
  ['en-AU', 'au', 'Austrálie', 'Australia'],
  ['ja-JP', 'jp', 'Japonsko', 'Japan'],
  ['en-GB', 'gb', 'Spojené království', 'United Kingdom'],
  ['pl-PL', 'pl', 'Polsko', 'Poland'],
  ['pt-PT', 'pt', 'Portugalsko', 'Portugal'],
  ['hu-HU', 'hu', 'Maďarsko', 'Hungary'],
  ['cs-CZ', 'cz', 'Česká republika', 'Czech Republic'],
  ['hr-HR', 'hr', 'Chorvatsko', 'Croatia'],
  ['nl-BE', 'be', 'Belgie (Nederlands)', 'Belgium (Nederlands)'],
  ['fr-BE', 'be', 'Belgie (Français)', 'Belgium (Français)'],
  ['sl-SI', 'si', 'Slovinsko', 'Slovenia'],
  ['sk-SK', 'sk', 'Slovensko', 'Slovakia'],
  ['fr-FR', 'fr', 'Francie', 'France'],
  ['de-DE', 'de', 'Německo', 'Germany'],
  ['de-AT', 'at', 'Rakousko', 'Austria'],
  ['de-CH', 'ch', 'Švýcarsko (Deutsch)', 'Switzerland (Deutsch)'],
  ['fr-CH', 'ch', 'Švýcarsko (Français)', 'Switzerland (Français)'],
  ['nl-NL', 'nl', 'Nizozemsko', 'Netherlands'],
  ['da-DK', 'dk', 'Dánsko', 'Denmark'],
  ['nb-NO', 'no', 'Norsko', 'Norway'],
  ['fi-FI', 'fi', 'Finsko', 'Finland'],
  ['sv-SE', 'se', 'Švédsko', 'Sweden'],
  ['en-IE', 'ie', 'Irsko', 'Ireland'],
  ['lv-LV', 'lv', 'Lotyšsko', 'Latvia'],
  ['lt-LT', 'lt', 'Litva', 'Lithuania'],
]

/** The country selector's markets (spec 3.21), named in the given locale. */
export function marketsFor(locale: Locale): z.infer<typeof marketsSchema> {
  return {
    markets: markets.map(([id, flag, cs, en]) => ({
      id,
      name: locale === 'cs-CZ' ? cs : en,
      icon: `/assets/flags/${flag}.svg`,
      link: (market.locales as readonly string[]).includes(id) ? '' : `${OTHER_MARKETS_ORIGIN}/${id}`,
    })),
  }
}
