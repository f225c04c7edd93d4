import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { ViteDevServer } from 'vite'
import { readModelReports } from './reports'

/**
 * The development server's chart viewer: `/dev/charts` is its page (its modules Vite serves like the
 * shop's), `/dev/charts/coverage.json` the model tests' latest reports. Only `npm run dev` mounts this.
 */
export function chartsDevMiddleware(vite: ViteDevServer, root: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (pathname === '/dev/charts' || pathname === '/dev/charts/') {
      void readFile(path.join(root, 'dev', 'charts', 'index.html'), 'utf8')
        .then((html) => vite.transformIndexHtml('/dev/charts/', html))
        .then(
          (html) => send(res, 200, 'text/html; charset=utf-8', html),
          (error: unknown) => send(res, 500, 'text/plain', String(error)),
        )
      return
    }
    if (pathname === '/dev/charts/coverage.json')
      return send(res, 200, 'application/json', JSON.stringify(readModelReports(root)))
    next()
  }
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(body)
}
