/** Colours derived from a product's two colours, so every drawing of it matches. */
// @ts-nocheck

export interface Palette {
  primary: string
  secondary: string
  /** Outlines and shadows: the primary darkened. */
  ink: string
  /** Highlights: the primary lightened. */
  light: string
  /** The soft backdrop: the primary mixed far towards white. */
  backdrop: string
  /** Accents drawn on the secondary colour. */
  secondaryInk: string
}

type Rgb = readonly [number, number, number]

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i]! + (target[i]! - color[i]!) * amount) as unknown as Rgb
}

const WHITE: Rgb = [255, 255, 255]
const BLACK: Rgb = [20, 20, 24]

/** `primaryHex` and `secondaryHex` are six lowercase hex digits without '#'. */
export function paletteOf(primaryHex: string, secondaryHex: string): Palette {
  const primary = parseHex(primaryHex)
  const secondary = parseHex(secondaryHex)
  return {
    primary: toHex(primary),
    secondary: toHex(secondary),
    ink: toHex(mix(primary, BLACK, 0.55)),
    light: toHex(mix(primary, WHITE, 0.35)),
    backdrop: toHex(mix(primary, WHITE, 0.9)),
    secondaryInk: toHex(mix(secondary, BLACK, 0.4)),
  }
}
