import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

const SERVER_ENTRY = 'src/entry-server.tsx'
const INPUTS = ['src', 'common', 'public', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json']

/** A fingerprint of everything the bundle is built from (paths, sizes, modification times). */
async function fingerprint(root: string): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (relative: string): Promise<void> => {
    const absolute = path.join(root, relative)
    if (!existsSync(absolute)) return
    const info = await stat(absolute)
    if (info.isDirectory()) {
      for (const name of (await readdir(absolute)).sort()) await walk(path.join(relative, name))
    } else {
      hash.update(`${relative}:${info.size}:${info.mtimeMs}\n`)
    }
  }
  for (const input of INPUTS) await walk(input)
  return hash.digest('hex')
}

/** Builds the client and server bundles unless `dist/` already matches the sources. */
export async function ensureBuild(root: string, log = console.log): Promise<void> {
  const stampFile = path.join(root, 'dist', '.build-stamp')
  const current = await fingerprint(root)
  const previous = existsSync(stampFile) ? await readFile(stampFile, 'utf8') : ''
  const complete =
    existsSync(path.join(root, 'dist', 'client', '.vite', 'manifest.json')) &&
    existsSync(path.join(root, 'dist', 'server', 'entry-server.js'))
  if (complete && previous === current) return
  log('Building the web app…')
  const started = performance.now()
  const { build } = await import('vite')
  await build({ root, logLevel: 'warn' })
  await build({ root, logLevel: 'warn', build: { ssr: SERVER_ENTRY } })
  await writeFile(stampFile, current)
  log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
