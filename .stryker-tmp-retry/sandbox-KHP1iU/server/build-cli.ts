// @ts-nocheck
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './build'

/** `npm run build`: a clean build of the client and server bundles. */
const root = fileURLToPath(new URL('..', import.meta.url))
await rm(path.join(root, 'dist'), { recursive: true, force: true })
await ensureBuild(root)
