// @ts-nocheck
import { boot, formal, golf, heel, kids, loafer, outdoor, sandal, sneaker, socks, type SideView } from './footwear'
import { backpack, bag, belt, care, giftwrap, wallet } from './goods'
import { paletteOf, type Palette } from './palette'

const footwear = { sneaker, boot, sandal, heel, formal, loafer, golf, outdoor, kids, socks } as const
const goods = { bag, backpack, wallet, belt, care, giftwrap } as const

export type Shape = keyof typeof footwear | keyof typeof goods
export const SHAPES = [...Object.keys(footwear), ...Object.keys(goods)] as readonly Shape[]

/** The four product views: side, top, sole (underside or angled for goods), detail. */
export const VIEWS = [1, 2, 3, 4] as const
export type View = (typeof VIEWS)[number]

const SIZE = 1200
const FOOTPRINT =
  'M600 170 C730 170 790 300 780 450 C770 600 720 700 716 820 C712 960 670 1040 600 1040 C530 1040 488 960 484 820 C480 700 430 600 420 450 C410 300 470 170 600 170 Z'

function isFootwear(shape: Shape): shape is keyof typeof footwear {
  return shape in footwear
}

function topView(shape: keyof typeof footwear, p: Palette): string {
  const body = shape === 'sandal' ? p.secondary : p.primary
  const straps =
    shape === 'sandal'
      ? [330, 560, 800]
          .map((y) => `<path d="M440 ${y} L760 ${y}" stroke="${p.primary}" stroke-width="56" stroke-linecap="round"/>`)
          .join('')
      : ''
  const opening =
    shape === 'sandal'
      ? ''
      : `<ellipse cx="600" cy="${shape === 'boot' ? 840 : 870}" rx="${shape === 'boot' ? 110 : 90}" ry="${shape === 'boot' ? 150 : 120}" fill="${p.ink}"/>`
  const laced = ['sneaker', 'golf', 'outdoor', 'formal', 'kids'].includes(shape)
  const laces = laced
    ? [480, 540, 600, 660]
        .map((y) => `<path d="M540 ${y} L660 ${y}" stroke="${p.secondary}" stroke-width="16" stroke-linecap="round"/>`)
        .join('')
    : ''
  return `<path d="${FOOTPRINT}" fill="${body}" stroke="${p.ink}" stroke-width="10"/>${straps}${opening}${laces}`
}

function soleView(p: Palette): string {
  const treads = Array.from({ length: 14 }, (_, i) => 230 + i * 56)
    .map((y) => `<path d="M470 ${y} L730 ${y}" stroke="${p.secondaryInk}" stroke-width="18" stroke-linecap="round"/>`)
    .join('')
  return `<clipPath id="sole"><path d="${FOOTPRINT}"/></clipPath>
  <path d="${FOOTPRINT}" fill="${p.secondary}" stroke="${p.ink}" stroke-width="10"/>
  <g clip-path="url(#sole)">${treads}</g>
  <ellipse cx="600" cy="930" rx="90" ry="70" fill="${p.secondaryInk}" opacity="0.5"/>`
}

function scene(shape: Shape, view: View, p: Palette): string {
  const side = (isFootwear(shape) ? footwear[shape] : goods[shape]) as SideView
  switch (view) {
    case 1:
      return side(p)
    case 2:
      return isFootwear(shape) ? topView(shape, p) : `<g transform="translate(${SIZE} 0) scale(-1 1)">${side(p)}</g>`
    case 3:
      return isFootwear(shape)
        ? soleView(p)
        : `<g transform="translate(120 -40) rotate(-8 600 600) scale(0.9)">${side(p)}</g>`
    case 4:
      // A close-up: the right half of the side view, doubled.
      return `<svg x="0" y="0" width="${SIZE}" height="${SIZE}" viewBox="500 360 600 600">${side(p)}</svg>`
  }
}

/** A deterministic product drawing: same arguments, same bytes. */
export function drawProduct(shape: Shape, primaryHex: string, secondaryHex: string, view: View): string {
  const p = paletteOf(primaryHex, secondaryHex)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${shape}">
<rect width="${SIZE}" height="${SIZE}" fill="${p.backdrop}"/>
<ellipse cx="600" cy="${view === 1 ? 880 : 1080}" rx="440" ry="36" fill="${p.ink}" opacity="0.12"/>
${scene(shape, view, p)}
</svg>`
}
