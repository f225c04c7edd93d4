import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Config } from '../../config'
import type { ImageServiceOptions } from './images.routes'

/** The disk cache lives in `DATA_DIR/image-cache`; under test each server gets a fresh folder. */
export function imageServiceOptions(config: Config): ImageServiceOptions {
  const cacheDir =
    config.NODE_ENV === 'test'
      ? mkdtempSync(path.join(tmpdir(), 'kestrel-image-cache-'))
      : path.resolve(config.DATA_DIR, 'image-cache')
  return { cacheDir }
}
