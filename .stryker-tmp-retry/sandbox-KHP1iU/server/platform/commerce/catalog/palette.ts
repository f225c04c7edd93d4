// @ts-nocheck
import type { LocalizedString } from './types'

/** A catalogue colour: `code` is the article's ColorCode; the hex pair draws the product images. */
export interface Colour {
  code: string
  name: LocalizedString
  /** The DominantColor family used by listing filters. */
  dominant: string
  primary: string
  secondary: string
  /** A CSS colour for the listing tile (BackgroundColor); light colours get a soft grey. */
  background: string
}

const colour = (
  code: string,
  en: string,
  cs: string,
  dominant: string,
  primary: string,
  secondary: string,
  background = '#ffffff',
): Colour => ({ code, name: { 'cs-CZ': cs, en }, dominant, primary, secondary, background })

export const palette: readonly Colour[] = [
  colour('01001', 'Black', 'černá', 'Black', '1b1b1b', '3a3a3a'),
  colour('01007', 'White', 'bílá', 'White', 'f4f4f2', 'd9d9d6', '#f2f2f2'),
  colour('01034', 'Black/Black', 'černá/černá', 'Black', '111111', '2b2b2b'),
  colour('02053', 'Cognac', 'koňaková', 'Brown', '9a5b2e', '6e3f1f'),
  colour('02072', 'Mocha', 'mocca', 'Brown', '5b3a29', '3e271b'),
  colour('02163', 'Camel', 'velbloudí', 'Brown', 'b98a57', '8c643b'),
  colour('02038', 'Warm Grey', 'teplá šedá', 'Grey', '8c8780', '6b6660'),
  colour('02375', 'Concrete', 'betonová', 'Grey', 'a7a9ac', '7d7f82'),
  colour('05058', 'Marine', 'námořnická modrá', 'Blue', '1f2f4d', '14203a'),
  colour('05218', 'Sky Blue', 'blankytná', 'Blue', '8fb8de', '5d8fbf'),
  colour('02378', 'Sand', 'písková', 'Beige', 'd8c3a1', 'b59f7d', '#f5f1ea'),
  colour('02474', 'Oyster', 'perlová', 'Beige', 'e6ddcf', 'c7bba8', '#f5f1ea'),
  colour('04007', 'Chili Red', 'chilli červená', 'Red', 'b3261e', '7f1a14'),
  colour('04040', 'Burgundy', 'vínová', 'Red', '6d1a2a', '4a111c'),
  colour('06060', 'Olive', 'olivová', 'Green', '6b6b3a', '4c4c28'),
  colour('06011', 'Forest', 'lesní zelená', 'Green', '2f4a36', '1f3224'),
  colour('03021', 'Powder Pink', 'pudrově růžová', 'Pink', 'e8c4c4', 'c99a9a', '#faf1f1'),
  colour('07013', 'Mustard', 'hořčicová', 'Yellow', 'c99a2e', '9c7520'),
  colour('09014', 'Silver', 'stříbrná', 'Silver', 'c0c0c6', '8e8e96'),
  colour('08008', 'Burnt Orange', 'pálená oranžová', 'Orange', 'c2572a', '8f3d1c'),
  colour('01380', 'White/Black', 'bílá/černá', 'Multicolor', 'f4f4f2', '1b1b1b', '#f2f2f2'),
  colour('05094', 'Navy/White', 'modrá/bílá', 'Multicolor', '1f2f4d', 'f4f4f2'),
]

/** "Neutral" for colourless care products. */
const neutral: Colour = colour('00000', 'Neutral', 'bezbarvá', 'Neutral', 'e9e4da', 'b8ad98', '#f5f1ea')

export function colourByCode(code: string): Colour {
  const found = code === neutral.code ? neutral : palette.find((entry) => entry.code === code)
  if (!found) throw new Error(`unknown colour ${code}`)
  return found
}
