/**
 * A `fetch` for the server's calls to itself (the local platform's stand-ins, the shop's own API while a page
 * renders): a request to its own origin is handed to the app in this process, the same Request and Response
 * without a socket, an HTTP parser and a compressed body on the way; any other address is fetched as usual.
 * With the platform elsewhere (another origin) nothing changes.
 */
export function inProcessFetch(
  origin: string,
  handle: (request: Request) => Response | Promise<Response>,
  fallback: typeof fetch = fetch,
): typeof fetch {
  const prefix = `${origin}/`
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.startsWith(prefix)) return fallback(input, init)
    return Promise.resolve(handle(new Request(input, init)))
  }
}
