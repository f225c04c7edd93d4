// @ts-nocheck
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
