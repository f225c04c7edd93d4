// @ts-nocheck
import type { ArticleSpec } from './article-spec'
import type { LocalizedString } from './types'
import type { CzechForm } from './words'
import { czechAdjective } from './words'

const genderStem = { Women: 'Dámsk', Men: 'Pánsk', Kids: 'Dětsk' } as const
const genderEn = { Women: "Women's", Men: "Men's", Kids: "Kids'" } as const

const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase('cs-CZ') + text.slice(1)
const join = (...parts: string[]): string => parts.filter((part) => part.length > 0).join(' ')

/** The name without the gender, e.g. "Aria Leather Sneakers" / "Kožené tenisky Aria". */
export function friendlyName(spec: ArticleSpec): LocalizedString {
  if (spec.care) return spec.care.name
  const { noun } = spec.line
  const adjective = czechAdjective(spec.material.adjective.csStem, noun.form)
  return {
    'cs-CZ': capitalize(join(adjective, noun.cs, spec.model)),
    en: join(spec.model, spec.material.adjective.en, noun.en),
  }
}

/** The full product name: "Women's Aria Leather Sneakers" / "Dámské kožené tenisky Aria". */
export function productName(spec: ArticleSpec): LocalizedString {
  const { gender, noun } = spec.line
  if (spec.care || gender === 'Unisex') return friendlyName(spec)
  const form: CzechForm = noun.form
  const adjective = czechAdjective(spec.material.adjective.csStem, form)
  return {
    'cs-CZ': join(czechAdjective(genderStem[gender], form), adjective, noun.cs, spec.model),
    en: join(genderEn[gender], spec.model, spec.material.adjective.en, noun.en),
  }
}

/** ASCII slug; product slugs must be unique, so the product key is appended. */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function productSlug(name: LocalizedString, key: string): LocalizedString {
  return { 'cs-CZ': `${slugify(name['cs-CZ'])}-${key}`, en: `${slugify(name.en)}-${key}` }
}

export function productDescription(spec: ArticleSpec, name: LocalizedString): LocalizedString {
  const [first, second] = spec.features
  const story = (locale: 'cs-CZ' | 'en') => spec.story[locale].replace('{model}', spec.model || name[locale])
  if (spec.care) {
    return {
      'cs-CZ': `${name['cs-CZ']} pro pravidelnou péči o vaši obuv a kožené doplňky. ${spec.care.howToUse['cs-CZ']} Balení: ${spec.care.netQuantity}.`,
      en: `${name.en} for the regular care of your shoes and leather goods. ${spec.care.howToUse.en} Contents: ${spec.care.netQuantity}.`,
    }
  }
  return {
    'cs-CZ': `${name['cs-CZ']} ${spec.material.madeOf['cs-CZ']}. Barva: ${spec.colour.name['cs-CZ']}. ${first?.['cs-CZ'] ?? ''} ${second?.['cs-CZ'] ?? ''} ${story('cs-CZ')}`,
    en: `${name.en} made of ${spec.material.madeOf.en}, in ${spec.colour.name.en.toLowerCase()}. ${first?.en ?? ''} ${second?.en ?? ''} ${story('en')}`,
  }
}
