import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { startScriptSource } from './start-script'

/** The part of TanStack Router's server manifest we fill: each route's chunks, CSS and scripts. */
export interface PageManifest {
  routes: Record<
    string,
    {
      css?: string[]
      scripts?: { attrs: Record<string, string | boolean>; children?: string }[]
    }
  >
  /** Stylesheets the router writes into the page instead of linking them (href → CSS text). */
  inlineCss?: { styles: Record<string, string> }
}

const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    src: z.string().optional(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
)
type ViteManifest = z.infer<typeof viteManifestSchema>

const CLIENT_ENTRY = 'src/entry-client.tsx'
const ROUTES_FOLDER = 'src/routes/'
/** Stylesheets up to this size are written into the page: one request less before first paint. */
const INLINE_CSS_LIMIT = 16 * 1024

/**
 * The router's id of a route file, for flat and nested file names:
 * `{-$locale}.search.tsx` → `/{-$locale}/search`, `{-$locale}.index.tsx` → `/{-$locale}/`.
 */
export function routeIdOfFile(file: string): string {
  const name = file.replace(/\.[jt]sx?$/, '')
  if (name === '__root') return '__root__'
  const segments = name.split(/[./]/).filter((segment) => !/^\(.+\)$/.test(segment))
  if (segments.at(-1) === 'route') segments.pop()
  if (segments.at(-1) === 'index') segments[segments.length - 1] = ''
  return `/${segments.join('/')}`
}

/** The chunk files and CSS a chunk needs, following its static imports. */
function closure(chunks: ViteManifest, keys: readonly string[]) {
  const files = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return { files, css }
}

/**
 * The page's scripts start when the shopper reaches for the page, not on `load`: until then the page
 * is the server's HTML, whose links navigate and whose shopping actions are plain forms the server
 * handles, so nothing waits for a script and the main thread stays free while the shopper reads.
 * Each route's script adds its chunks to the list; the root's starts the download (module preloads,
 * then the entry) at the first touch, pointer movement, wheel, key or focus, or once the loaded page
 * has been left alone a while (see `start-script.ts`).
 */
const CHUNK_LIST = 'self.__kestrelChunks'

/**
 * The stylesheets the router wrote into the page. When a chunk loaded on demand lists one of them,
 * Vite's loader would link it again, and the browser would restyle the whole page for rules it
 * already has; the start script gives each a disabled (never fetched) link, which is how that
 * loader recognises a stylesheet the page holds.
 */
const INLINED_CSS_LIST = 'self.__kestrelInlinedCss'

const pushScript = (list: string, items: Iterable<string>) =>
  `(${list}=${list}||[]).push(${[...items].map((item) => JSON.stringify(item)).join(',')})`

/** A route's part of the lists: its chunks, and its stylesheets written into the page. */
function routeListsScript(files: readonly string[], inlinedCss: readonly string[]): string {
  return [
    files.length > 0 ? pushScript(CHUNK_LIST, files) : '',
    inlinedCss.length > 0 ? pushScript(INLINED_CSS_LIST, inlinedCss) : '',
  ]
    .filter(Boolean)
    .join(';')
}

function startScript(entry: string): string {
  return startScriptSource({ entry, chunkList: CHUNK_LIST, inlinedCssList: INLINED_CSS_LIST })
}

/**
 * Builds the page manifest from Vite's build manifest: the entry with its static imports on the
 * root route, and each route's code-split chunks with their CSS on that route, so a
 * server-rendered page carries the styles of every route it shows (no unstyled flash, no shift)
 * and starts exactly the scripts it needs (see `startScript`).
 */
export async function readBuildManifest(clientDir: string): Promise<PageManifest> {
  const raw = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')
  const chunks = viteManifestSchema.parse(JSON.parse(raw))
  const entry = chunks[CLIENT_ENTRY]
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY} entry: run npm run build`)

  const root = closure(chunks, entry.imports ?? [])
  root.css = new Set([...(entry.css ?? []), ...root.css])
  const rootCss = [...root.css].map((file) => `/${file}`)
  // A route may be split into several chunks (component, loader…): its lists hold each file once.
  const routeParts = new Map<string, { files: Set<string>; css: Set<string> }>()
  for (const [key, chunk] of Object.entries(chunks)) {
    const source = (chunk.src ?? key).split('?')[0]!
    if (!source.startsWith(ROUTES_FOLDER) || !key.includes('?tsr-split')) continue
    const routeId = routeIdOfFile(source.slice(ROUTES_FOLDER.length))
    const part = routeParts.get(routeId) ?? { files: new Set<string>(), css: new Set<string>() }
    routeParts.set(routeId, part)
    const own = closure(chunks, [key])
    for (const file of own.files) if (!root.files.has(file)) part.files.add(`/${file}`)
    for (const file of own.css) if (!root.css.has(file)) part.css.add(`/${file}`)
  }

  const styles: Record<string, string> = {}
  for (const href of new Set([...rootCss, ...[...routeParts.values()].flatMap((part) => [...part.css])])) {
    const text = await readFile(path.join(clientDir, href), 'utf8')
    if (text.length <= INLINE_CSS_LIMIT) styles[href] = text
  }
  const inlined = (css: readonly string[]) => css.filter((href) => href in styles)

  const routes: PageManifest['routes'] = {
    __root__: {
      css: rootCss,
      scripts: [
        {
          attrs: {},
          children: routeListsScript(
            [...root.files].map((file) => `/${file}`),
            inlined(rootCss),
          ),
        },
        { attrs: {}, children: startScript(`/${entry.file}`) },
      ],
    },
  }
  for (const [routeId, part] of routeParts) {
    const css = [...part.css]
    const lists = routeListsScript([...part.files], inlined(css))
    const route = (routes[routeId] ??= { css: [], scripts: [] })
    route.css!.push(...css)
    if (lists) route.scripts!.push({ attrs: {}, children: lists })
  }

  return { routes, inlineCss: { styles } }
}

/** Development assets: Vite's client, the React refresh preamble and the unbundled entry. */
export function devManifest(): PageManifest {
  return {
    routes: {
      __root__: {
        scripts: [
          {
            attrs: { type: 'module' },
            children: [
              'import RefreshRuntime from "/@react-refresh"',
              'RefreshRuntime.injectIntoGlobalHook(window)',
              'window.$RefreshReg$ = () => {}',
              'window.$RefreshSig$ = () => (type) => type',
              'window.__vite_plugin_react_preamble_installed__ = true',
            ].join('\n'),
          },
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
        ],
      },
    },
  }
}
