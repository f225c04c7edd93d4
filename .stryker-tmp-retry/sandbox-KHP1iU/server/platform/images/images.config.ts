// @ts-nocheck
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Config } from '../../config'
import type { ImageServiceOptions } from './images.routes'

/**
 * The disk cache lives in `DATA_DIR/image-cache`; under test each server gets a fresh folder
 * of its own (created only when the first image is cached).
 */
export function imageServiceOptions(config: Config): ImageServiceOptions {
  const cacheDir =
    config.NODE_ENV === 'test'
      ? path.join(tmpdir(), `kestrel-image-cache-${process.pid}-${randomBytes(4).toString('hex')}`)
      : path.resolve(config.DATA_DIR, 'image-cache')
  return { cacheDir }
}
