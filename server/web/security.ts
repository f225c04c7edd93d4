import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'

/**
 * Security headers for every response. Scripts run only from our origin or with the
 * per-request nonce that the renderer puts on the router's inline scripts; no `unsafe-eval`.
 */
export function securityHeaders({ dev }: { dev: boolean }): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      // vanilla-extract injects style tags in development; production styles are files.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Powerful features off for us and for every frame; the pay button may use the Payment Request API, and
    // the store locator may ask for the shopper's position (only when they press its button), never a frame.
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: ['self'],
      usb: false,
      serial: false,
      hid: false,
      midi: false,
      displayCapture: false,
      browsingTopics: false,
      payment: ['self'],
    },
    // HSTS only means something over TLS: added below when the request arrived over HTTPS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  })
  return async (c, next) => {
    await headers(c, next)
    const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')
    if (proto === 'https') c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  }
}
