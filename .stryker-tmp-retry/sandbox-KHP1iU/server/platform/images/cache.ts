// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Transformed images on disk, one file per key under a two-letter fan-out folder. Writes go
 * to a temporary name first and are renamed into place, so a reader never sees half a file.
 * Concurrent requests for the same missing key share one computation.
 */
export class ImageDiskCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>()

  constructor(private readonly folder: string) {}

  static keyOf(parts: readonly unknown[]): string {
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
  }

  private fileOf(key: string): string {
    return path.join(this.folder, key.slice(0, 2), key)
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(key))
    } catch {
      return undefined
    }
  }

  /** The cached bytes, or `produce()`'s (then stored). `hit` says which. */
  async getOrCreate(key: string, produce: () => Promise<Buffer>): Promise<{ bytes: Buffer; hit: boolean }> {
    const cached = await this.read(key)
    if (cached) return { bytes: cached, hit: true }
    let pending = this.inFlight.get(key)
    if (!pending) {
      pending = produce().then(async (bytes) => {
        await this.write(key, bytes)
        return bytes
      })
      this.inFlight.set(key, pending)
      void pending.finally(() => this.inFlight.delete(key)).catch(() => {})
    }
    return { bytes: await pending, hit: false }
  }

  private async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
    await writeFile(temporary, bytes)
    await rename(temporary, file)
  }
}
