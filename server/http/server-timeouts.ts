import type { Server } from 'node:http'
import { REQUEST_TIME_LIMIT_MS } from './request-timeout'

/**
 * How long an idle kept-alive connection stays open. Longer than the idle timeout of the load
 * balancers the shop runs behind (60 s is the common default), so the balancer, never the shop,
 * closes an idle connection: a request it sends on a connection the shop closed at the same
 * moment would fail with a reset. Node's own default (5 s) races every client that keeps a
 * connection a little longer, or is slow to send its next request.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * The timeouts of the shop's HTTP server: a client has 10 s to send its headers and 30 s for its
 * whole request, so slow senders hold no socket longer; an idle connection is kept 65 s.
 */
export function applyServerTimeouts(server: Server): Server {
  server.headersTimeout = 10_000
  server.requestTimeout = REQUEST_TIME_LIMIT_MS
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  return server
}
