import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ShopperRender } from '../../src/components/app/shopper-render'
import type { LayoutContentCache } from './layout-content'
import { devManifest, readBuildManifest, type PageManifest } from './manifest'

export interface RenderRequest {
  request: Request
  apiBaseUrl: string
  /** How the render reaches `apiBaseUrl`: in this process (server/http/in-process-fetch.ts). */
  fetch?: typeof fetch | undefined
  nonce: string
  /** What the server knows of the shopper for this page (src/components/app/shopper-render.ts). */
  shopper?: ShopperRender | undefined
  /** The layout's content kept across renders (server/web/layout-content.ts). */
  layoutContent?: LayoutContentCache | undefined
}

type RenderFn = (options: RenderRequest & { manifest: PageManifest }) => Promise<Response>

export interface PageRenderer {
  render(options: RenderRequest): Promise<Response>
  /** Node middleware in front of the app (Vite's dev server); absent in production. */
  nodeMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  close(): Promise<void>
}

/** Serves the built bundle: `dist/server/entry-server.js` and the client manifest. */
export async function createBuildRenderer(root: string): Promise<PageRenderer> {
  const manifest = await readBuildManifest(path.join(root, 'dist', 'client'))
  const entry = (await import(pathToFileURL(path.join(root, 'dist', 'server', 'entry-server.js')).href)) as {
    render: RenderFn
  }
  return {
    render: (options) => entry.render({ ...options, manifest }),
    close: async () => {},
  }
}

/** Development: Vite as middleware, modules loaded on demand, with HMR. */
export async function createDevRenderer(root: string): Promise<PageRenderer> {
  const { createServer } = await import('vite')
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
  const manifest = devManifest()
  // The statechart viewer (/dev/charts): loaded here only, so the production server never has it.
  const { chartsDevMiddleware } = await import('../../dev/charts/node/serve')
  const charts = chartsDevMiddleware(vite, root)
  return {
    async render(options) {
      try {
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn }
        return await entry.render({ ...options, manifest })
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        throw error
      }
    },
    nodeMiddleware: (req, res, next) => charts(req, res, () => vite.middlewares(req, res, next)),
    close: () => vite.close(),
  }
}
