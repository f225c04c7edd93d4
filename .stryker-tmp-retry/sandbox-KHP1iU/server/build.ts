// @ts-nocheck
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
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

const LOCK_STALE_MS = 10 * 60_000

/**
 * Holds `dist/.build-lock` while `task` runs, so two servers started from one checkout never
 * build into `dist/` at once. A lock older than ten minutes is a crashed build's and is taken over.
 */
async function withBuildLock<T>(root: string, task: () => Promise<T>): Promise<T> {
  const lock = path.join(root, 'dist', '.build-lock')
  await mkdir(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      )
      if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await task()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/**
 * Builds the client and server bundles unless `dist/` already matches the sources. The build
 * keeps earlier hashed assets, so a server already running from this checkout still finds the
 * scripts its pages name while another one rebuilds.
 */
export function ensureBuild(root: string, log = console.log): Promise<void> {
  return withBuildLock(root, () => buildUnlessCurrent(root, log))
}

async function buildUnlessCurrent(root: string, log: (message: string) => void): Promise<void> {
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
  // The bundle is always the production build, whatever NODE_ENV the server itself runs with
  // (tests run it with NODE_ENV=test, which would otherwise give React's development build).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, mode: 'production', logLevel: 'warn', build: { emptyOutDir: false } })
    await build({ root, mode: 'production', logLevel: 'warn', build: { ssr: SERVER_ENTRY, emptyOutDir: false } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  await precompressAssets(path.join(root, 'dist', 'client', 'assets'))
  await writeFile(stampFile, current)
  log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes Brotli (`.br`) and gzip (`.gz`) twins of every compressible asset at the highest
 * levels, once per build, so requests are answered without compressing on the fly.
 */
async function precompressAssets(folder: string): Promise<void> {
  if (!existsSync(folder)) return
  const names = await readdir(folder)
  const present = new Set(names)
  // Hashed names: a file whose twins exist was compressed by an earlier build, unchanged since.
  const files = names.filter(
    (name) => COMPRESSIBLE.test(name) && !(present.has(`${name}.br`) && present.has(`${name}.gz`)),
  )
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name)
      const content = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    }),
  )
}
