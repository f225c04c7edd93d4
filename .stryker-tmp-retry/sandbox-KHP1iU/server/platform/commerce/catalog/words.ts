// @ts-nocheck
import type { LocalizedString } from './types'

/** Czech hard adjectives agree with the noun: plural (non-animate), feminine, masculine, neuter endings. */
export type CzechForm = 'pl' | 'f' | 'm' | 'n'
const endings: Record<CzechForm, string> = { pl: 'é', f: 'á', m: 'ý', n: 'é' }

export interface Material {
  key: string
  /** Adjective in English and the Czech stem that takes the ending of `CzechForm`. */
  adjective: { en: string; csStem: string }
  /** MaterialGroupLocalized. */
  group: LocalizedString
  /** "made of …" phrases for descriptions. */
  madeOf: LocalizedString
}

const material = (
  key: string,
  en: string,
  csStem: string,
  group: LocalizedString,
  madeOf: LocalizedString,
): Material => ({
  key,
  adjective: { en, csStem },
  group,
  madeOf,
})

export const materials = {
  leather: material(
    'leather',
    'Leather',
    'kožen',
    { 'cs-CZ': 'Kůže', en: 'Leather' },
    { 'cs-CZ': 'z hladké kůže', en: 'smooth full-grain leather' },
  ),
  suede: material(
    'suede',
    'Suede',
    'semišov',
    { 'cs-CZ': 'Semiš', en: 'Suede' },
    { 'cs-CZ': 'z jemného semiše', en: 'soft suede' },
  ),
  nubuck: material(
    'nubuck',
    'Nubuck',
    'nubukov',
    { 'cs-CZ': 'Nubuk', en: 'Nubuck' },
    { 'cs-CZ': 'z broušeného nubuku', en: 'brushed nubuck' },
  ),
  knit: material(
    'knit',
    'Knit',
    'pleten',
    { 'cs-CZ': 'Textil', en: 'Textile' },
    { 'cs-CZ': 'z prodyšného úpletu', en: 'breathable knit' },
  ),
  waterproof: material(
    'waterproof',
    'Waterproof',
    'voděodoln',
    { 'cs-CZ': 'Kůže', en: 'Leather' },
    { 'cs-CZ': 'z voděodolné kůže s membránou GORE-TEX', en: 'waterproof leather with a GORE-TEX membrane' },
  ),
  light: material(
    'light',
    'Lightweight',
    'lehk',
    { 'cs-CZ': 'Syntetika', en: 'Synthetic' },
    { 'cs-CZ': 'z lehkých recyklovaných materiálů', en: 'lightweight recycled materials' },
  ),
  cotton: material(
    'cotton',
    'Cotton',
    'bavlněn',
    { 'cs-CZ': 'Bavlna', en: 'Cotton' },
    { 'cs-CZ': 'z česané bavlny', en: 'combed cotton' },
  ),
  waxed: material(
    'waxed',
    'Waxed',
    'voskovan',
    { 'cs-CZ': 'Textil', en: 'Textile' },
    { 'cs-CZ': 'z voskované bavlny', en: 'waxed cotton' },
  ),
} as const satisfies Record<string, Material>

export type MaterialKey = keyof typeof materials

export function czechAdjective(stem: string, form: CzechForm): string {
  return stem + endings[form]
}

/** Model names: invented, pronounceable in both languages. */
export const modelNames = [
  'Aria',
  'Nordic',
  'Terra',
  'Vela',
  'Linea',
  'Orbit',
  'Luna',
  'Corsa',
  'Strada',
  'Alto',
  'Fjord',
  'Kite',
  'Ridge',
  'Harbor',
  'Mira',
  'Sol',
  'Brio',
  'Cove',
  'Dune',
  'Elm',
  'Flint',
  'Glen',
  'Haven',
  'Iris',
  'Juno',
  'Kara',
  'Loft',
  'Moss',
  'Nova',
  'Opal',
  'Pike',
  'Quill',
  'Rye',
  'Sage',
  'Tor',
  'Vale',
  'Wren',
  'Yara',
  'Zephyr',
  'Astra',
  'Birch',
  'Cliff',
  'Delta',
  'Ember',
  'Fable',
  'Grove',
  'Helix',
  'Isla',
  'Jade',
  'Kestrel',
] as const

export const modelSuffixes = ['', '', '', ' 2.0', ' Lite', ' Classic', ' Soft', ' Street', ' Flex', ' Pro'] as const

/** Feature bullets (FBText1–6) and description sentences. */
export const features: readonly LocalizedString[] = [
  { 'cs-CZ': 'Tlumicí mezipodešev pro celodenní pohodlí.', en: 'Cushioned midsole for all-day comfort.' },
  { 'cs-CZ': 'Vyjímatelná anatomická vložka.', en: 'Removable anatomical insole.' },
  { 'cs-CZ': 'Podšívka z měkké kůže, která dýchá.', en: 'Soft breathable leather lining.' },
  { 'cs-CZ': 'Protiskluzová pryžová podešev.', en: 'Slip-resistant rubber outsole.' },
  { 'cs-CZ': 'Kůže z certifikovaných koželuhů.', en: 'Leather from certified tanneries.' },
  { 'cs-CZ': 'Ručně dokončené švy.', en: 'Hand-finished stitching.' },
  { 'cs-CZ': 'Lehká konstrukce pro přirozený pohyb.', en: 'Lightweight build for natural movement.' },
  { 'cs-CZ': 'Pružná podešev kopíruje chodidlo.', en: 'Flexible sole that follows your foot.' },
  { 'cs-CZ': 'Polstrovaný límec kolem kotníku.', en: 'Padded collar around the ankle.' },
  { 'cs-CZ': 'Snadné nazouvání díky poutku na patě.', en: 'Easy on with a heel pull loop.' },
  { 'cs-CZ': 'Recyklované materiály v podešvi.', en: 'Recycled materials in the outsole.' },
  { 'cs-CZ': 'Nadčasový design do města i do kanceláře.', en: 'Timeless design for town and office.' },
]

export const goodsFeatures: readonly LocalizedString[] = [
  { 'cs-CZ': 'Ručně šité hrany.', en: 'Hand-stitched edges.' },
  { 'cs-CZ': 'Kovové prvky v matném provedení.', en: 'Hardware in a matte finish.' },
  { 'cs-CZ': 'Vnitřní kapsa na zip.', en: 'Inner zip pocket.' },
  { 'cs-CZ': 'Kůže z certifikovaných koželuhů.', en: 'Leather from certified tanneries.' },
  { 'cs-CZ': 'Časem získá krásnou patinu.', en: 'Develops a beautiful patina over time.' },
  { 'cs-CZ': 'Podšívka z recyklovaného polyesteru.', en: 'Lining made of recycled polyester.' },
]

export const stories: readonly LocalizedString[] = [
  {
    'cs-CZ': 'Model {model} vznikl v naší dílně, kde každý pár prochází rukama zkušených obuvníků.',
    en: 'The {model} was born in our workshop, where every pair passes through the hands of seasoned shoemakers.',
  },
  {
    'cs-CZ': '{model} spojuje skandinávskou čistotu linií s pohodlím, které vydrží celý den.',
    en: 'The {model} pairs clean Scandinavian lines with comfort that lasts all day.',
  },
  {
    'cs-CZ': 'Kůži pro {model} vyčiníme sami, s menší spotřebou vody a energie.',
    en: 'We tan the leather for the {model} ourselves, using less water and energy.',
  },
]

export const headings: readonly LocalizedString[] = [
  { 'cs-CZ': 'Pohodlí na každý den', en: 'Comfort for every day' },
  { 'cs-CZ': 'Řemeslo, které je vidět', en: 'Craft you can see' },
  { 'cs-CZ': 'Lehkost v každém kroku', en: 'Lightness in every step' },
  { 'cs-CZ': 'Nadčasová klasika', en: 'A timeless classic' },
]
