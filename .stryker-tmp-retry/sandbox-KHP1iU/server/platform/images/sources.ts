// @ts-nocheck
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drawProduct, SHAPES, VIEWS, type Shape, type View } from './drawings/drawing'

/** An image to serve: its bytes, its kind, and an identity that changes when the bytes do. */
export interface Source {
  id: string
  bytes: Buffer
  contentType: string
  kind: 'svg' | 'gif' | 'photo' | 'raster'
}

/** `public/`, whose files the app serves itself and this service can transform. */
export const PUBLIC_ROOT = fileURLToPath(new URL('../../../public/', import.meta.url))
export const PLACEHOLDER_PATH = 'assets/images/placeholder.svg'

const HEX = /^[0-9a-f]{6}$/
/** Bump when the drawings change: cached renderings and ETags are keyed by it. */
const DRAWINGS_VERSION = 1
const VIEW_FILE = /^([1-4])\.svg$/

export function catalogSource(shape: string, primary: string, secondary: string, file: string): Source | undefined {
  const view = VIEW_FILE.exec(file)?.[1]
  if (!(SHAPES as readonly string[]).includes(shape) || !HEX.test(primary) || !HEX.test(secondary) || !view)
    return undefined
  if (!(VIEWS as readonly number[]).includes(Number(view))) return undefined
  const svg = drawProduct(shape as Shape, primary, secondary, Number(view) as View)
  return {
    id: `catalog/v${DRAWINGS_VERSION}/${shape}/${primary}/${secondary}/${view}`,
    bytes: Buffer.from(svg),
    contentType: 'image/svg+xml',
    kind: 'svg',
  }
}

const STATIC_KINDS: Record<string, Pick<Source, 'contentType' | 'kind'>> = {
  '.svg': { contentType: 'image/svg+xml', kind: 'svg' },
  '.gif': { contentType: 'image/gif', kind: 'gif' },
  '.jpg': { contentType: 'image/jpeg', kind: 'photo' },
  '.jpeg': { contentType: 'image/jpeg', kind: 'photo' },
  '.png': { contentType: 'image/png', kind: 'raster' },
  '.webp': { contentType: 'image/webp', kind: 'raster' },
  '.avif': { contentType: 'image/avif', kind: 'raster' },
}

/** A file under `public/`; nothing outside it, whatever the path says. */
export async function staticSource(relative: string, root = PUBLIC_ROOT): Promise<Source | undefined> {
  const kind = STATIC_KINDS[path.extname(relative).toLowerCase()]
  if (!kind || relative.includes('\0')) return undefined
  const file = path.resolve(root, relative)
  if (!file.startsWith(path.resolve(root) + path.sep)) return undefined
  try {
    const info = await stat(file)
    if (!info.isFile()) return undefined
    return { id: `static/${relative}@${info.size}-${info.mtimeMs}`, bytes: await readFile(file), ...kind }
  } catch {
    return undefined
  }
}
