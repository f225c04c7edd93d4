import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'

/**
 * zod validation for a request part, shared by the product API and the platform stand-ins:
 * bad input answers 400 with `{ error }` naming each problem, and the handler never runs
 * (spec 8.2's normalized error shape).
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
  })
}
