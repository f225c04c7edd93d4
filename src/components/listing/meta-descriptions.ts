import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * What a search engine shows under the home page's and a listing's title (`<meta name="description">`).
 * A listing names its whole trail ("Women › Shoes") in a sentence that reads in both languages whatever
 * the category's grammatical case.
 */
const HOME = msg`Kestrel: shoes and leather goods for every step. Footwear, bags and accessories for women, men and children, shoe care, golf and outdoor gear.`

export const homeDescription = (i18n: I18n): string => i18n._(HOME)

export function listingDescription(i18n: I18n, trail: readonly string[]): string {
  const category = trail.join(' › ')
  return i18n._(
    msg`${category} at Kestrel: shoes and leather goods for every step, delivered to your door or ready to collect in a store.`,
  )
}
