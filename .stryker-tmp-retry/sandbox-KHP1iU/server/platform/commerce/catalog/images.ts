// @ts-nocheck
import type { Shape } from './lines'
import type { Image } from './types'

const viewNames = { 1: 'side', 2: 'top', 3: 'sole', 4: 'detail' } as const
type View = keyof typeof viewNames

/** Goods without a sole are shown from the side, the top and in detail. */
const soleless = new Set<Shape>(['bag', 'backpack', 'wallet', 'belt', 'care', 'socks', 'giftwrap'])

/** URLs of the image stand-in, which draws each shape in the article's two colours. */
function imageUrl(shape: Shape, primary: string, secondary: string, view: View): string {
  return `/platform/images/catalog/${shape}/${primary}/${secondary}/${view}.svg`
}

export function articleImages(shape: Shape, primary: string, secondary: string, name: string): Image[] {
  const views: View[] = soleless.has(shape) ? [1, 2, 4] : [1, 2, 3, 4]
  return views.map((view) => ({
    url: imageUrl(shape, primary, secondary, view),
    label: `${name} – ${viewNames[view]}`,
    dimensions: { w: 1200, h: 1200 },
  }))
}
