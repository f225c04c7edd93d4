import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

/** The part of TanStack Router's server manifest we fill: assets of the root route. */
export interface PageManifest {
  routes: Record<
    string,
    {
      preloads?: string[]
      css?: string[]
      scripts?: { attrs: Record<string, string | boolean>; children?: string }[]
    }
  >
}

const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
)

const CLIENT_ENTRY = 'src/entry-client.tsx'

/** Builds the root route's assets from Vite's build manifest: entry script, its CSS and static imports. */
export async function readBuildManifest(clientDir: string): Promise<PageManifest> {
  const raw = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')
  const chunks = viteManifestSchema.parse(JSON.parse(raw))
  const entry = chunks[CLIENT_ENTRY]
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY} entry: run npm run build`)
  const css = new Set(entry.css ?? [])
  const preloads = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk || preloads.has(`/${chunk.file}`)) return
    preloads.add(`/${chunk.file}`)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  entry.imports?.forEach(visit)
  return {
    routes: {
      __root__: {
        preloads: [...preloads],
        css: [...css].map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
  }
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
