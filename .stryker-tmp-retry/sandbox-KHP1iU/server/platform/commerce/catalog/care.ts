// @ts-nocheck
import type { LocalizedString } from './types'

/** Shoe care products: named individually, not generated from word lists. */
interface CareItem {
  name: LocalizedString
  howToUse: LocalizedString
  netQuantity: string
  price: number
  /** ColorCodes it comes in; '00000' is colourless. */
  colours: readonly string[]
}

const item = (
  en: string,
  cs: string,
  howEn: string,
  howCs: string,
  netQuantity: string,
  price: number,
  colours: readonly string[] = ['00000'],
): CareItem => ({
  name: { 'cs-CZ': cs, en },
  howToUse: { 'cs-CZ': howCs, en: howEn },
  netQuantity,
  price,
  colours,
})

export const careItems: readonly CareItem[] = [
  item(
    'Shoe Cream',
    'Krém na obuv',
    'Apply a thin layer with a soft cloth, let it dry and buff to a shine.',
    'Naneste tenkou vrstvu měkkým hadříkem, nechte zaschnout a vyleštěte.',
    '75 ml',
    349,
    ['01001', '02053', '02072', '05058', '01007', '00000'],
  ),
  item(
    'Protective Spray',
    'Impregnační sprej',
    'Spray from 20 cm onto clean, dry shoes and let dry for 12 hours.',
    'Nastříkejte ze vzdálenosti 20 cm na čistou suchou obuv a nechte 12 hodin schnout.',
    '300 ml',
    399,
  ),
  item(
    'Suede Cleaner',
    'Čistič semiše a nubuku',
    'Apply with the sponge, work in gently and let dry before brushing.',
    'Naneste houbičkou, jemně vmasírujte a po zaschnutí vykartáčujte.',
    '100 ml',
    329,
  ),
  item(
    'Leather Balm',
    'Balzám na kůži',
    'Massage into smooth leather once a month to keep it supple.',
    'Jednou měsíčně vmasírujte do hladké kůže, aby zůstala vláčná.',
    '100 ml',
    449,
  ),
  item(
    'Foam Cleaner',
    'Čisticí pěna',
    'Shake, apply the foam with a brush and wipe off with a damp cloth.',
    'Protřepejte, naneste pěnu kartáčkem a setřete vlhkým hadříkem.',
    '200 ml',
    299,
  ),
  item(
    'Shoe Brush',
    'Kartáč na obuv',
    'Brush off dust and dirt before applying any care product.',
    'Před ošetřením obuvi odstraňte kartáčem prach a nečistoty.',
    '1 ks',
    249,
    ['02072', '00000'],
  ),
  item(
    'Cedar Shoe Trees',
    'Cedrové napínáky do bot',
    'Insert after wearing to keep the shape and absorb moisture.',
    'Vložte do bot po nošení, udrží tvar a odvedou vlhkost.',
    '1 pár',
    590,
  ),
  item(
    'Comfort Insoles',
    'Komfortní vložky',
    'Remove the original insole and insert, trimming to size if needed.',
    'Vyjměte původní vložku a vložte novou, případně ji zastřihněte.',
    '1 pár',
    399,
  ),
]
