import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { Config } from '../config'

/**
 * A stand-in's private API key, like `COMMERCE_CLIENT_SECRET`: read from `variable` with a
 * well-known local default, at least 16 characters, and the local default refused in production.
 */
export function readApiKey(
  variable: string,
  localKey: string,
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): string {
  const key = z
    .string()
    .min(16, `${variable} must have at least 16 characters`)
    .parse(env[variable] || localKey)
  if (config.NODE_ENV === 'production' && key === localKey) throw new Error(`${variable} must be set in production`)
  return key
}

/** Compares two secrets in constant time (their SHA-256 digests, so the length does not leak either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length
}

/** The key a caller presents: `x-api-key`, or `Authorization: Bearer …`. */
function presentedKey(c: Context): string | undefined {
  const header = c.req.header('x-api-key')
  if (header) return header
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1]
}

/** The password of HTTP Basic credentials, whatever the user name. */
function basicPassword(c: Context): string | undefined {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1]
  return encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':').slice(1).join(':') : undefined
}

/**
 * Lets a request through only with the service's API key; otherwise `refuse` answers
 * (401 in the service's own error shape) and nothing runs.
 */
export function requireApiKey(key: string, refuse: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    const given = presentedKey(c)
    if (given === undefined || !sameSecret(given, key)) {
      c.header('WWW-Authenticate', 'Bearer')
      return refuse(c)
    }
    await next()
  }
}

/**
 * For a stand-in's pages that people open: the key as `x-api-key`, `Authorization: Bearer …`, or HTTP
 * Basic with any user (so a browser asks for it); anything else answers 401 and nothing runs.
 */
export function requireKeyOrBasic(key: string, realm: string): MiddlewareHandler {
  return async (c, next) => {
    const given = presentedKey(c) ?? basicPassword(c)
    if (given === undefined || !sameSecret(given, key)) {
      c.header('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`)
      return c.json({ error: 'A valid API key is required (x-api-key, Authorization: Bearer or Basic).' }, 401)
    }
    await next()
  }
}
