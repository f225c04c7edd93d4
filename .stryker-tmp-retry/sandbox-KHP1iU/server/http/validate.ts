// @ts-nocheck
import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'

/** A NUL (which no database text holds) or half of a surrogate pair (which is no Unicode text). */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * The path of the first string in `value` that is not storable text, or null when every string
 * is. Such input is refused as the caller's error, never passed on to fail in the database.
 */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'value' : null
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return [...path, '(key)'].join('.')
      const found = unstorableTextPath(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

/**
 * zod validation for a request part, shared by the product API and the platform stand-ins:
 * bad input answers 400 with `{ error }` naming each problem, and the handler never runs
 * (spec 8.2's normalized error shape). Text with a NUL or a lone surrogate is bad input too.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const problems = result.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      )
      return c.json({ error: `Invalid ${target}: ${problems.join('; ')}` }, 400)
    }
    const unstorable = unstorableTextPath(result.data)
    if (unstorable) {
      return c.json(
        { error: `Invalid ${target}: ${unstorable}: must be text without NUL characters or unpaired surrogates` },
        400,
      )
    }
  })
}
