import { GraphQLError } from 'graphql'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { CommerceCore } from '../core'
import { CommerceError } from '../errors'
import { RequestContext } from './context'
import { conventionResolver } from './conventions'
import { boundResolvers, EXECUTION_TIME_LIMIT_MS, executeWithin } from './deadline'
import { faultAccess } from './fault-access'
import { createQueryCompiler } from './limits'
import { createCommerceSchema } from './schema'
import { markReadOnly } from '../../../http/read-only'
import { isQuery } from './operation'

/** A GraphQL request body: the query (at most 32 KiB, see limits.ts) and its variables. */
const BODY_LIMIT_BYTES = 256 * 1024

const FAULT_CODES = { 502: 'BadGateway', 503: 'ServiceUnavailable', 504: 'GatewayTimeout' } as const

/** A database constraint or input error is the caller's fault, never a 500. */
function platformError(error: GraphQLError): Record<string, unknown> {
  const original = error.originalError as (Error & { code?: string }) | undefined
  const base = {
    message: error.message,
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
  }
  if (original instanceof CommerceError)
    return { ...base, message: original.message, extensions: { code: original.code, ...original.extensions } }
  if (original?.code === '23505')
    return { ...base, message: 'A resource with this value already exists.', extensions: { code: 'DuplicateField' } }
  if (original?.code && /^22/.test(original.code))
    return { ...base, message: 'Malformed input.', extensions: { code: 'InvalidInput' } }
  if (original && !(original instanceof GraphQLError)) {
    console.error('commerce graphql error', original)
    return { ...base, message: 'Write operations are temporarily not possible.', extensions: { code: 'General' } }
  }
  // A refusal of the document keeps its own code (limits.ts, deadline.ts); graphql-js's own are InvalidInput.
  const own = (original instanceof GraphQLError ? original : error).extensions
  return { ...base, extensions: { code: 'InvalidInput', ...own } }
}

function invalidToken(c: Context, description: string) {
  return c.json(
    {
      statusCode: 401,
      message: description,
      errors: [{ code: 'invalid_token', message: description, extensions: { code: 'invalid_token' } }],
      error: 'invalid_token',
      error_description: description,
    },
    401,
  )
}

/** The API host (`/platform/commerce`): `POST /{projectKey}/graphql` with a Bearer token. */
export function createGraphqlRoutes(core: CommerceCore): Hono {
  const schema = createCommerceSchema()
  boundResolvers(schema, conventionResolver)
  const queries = createQueryCompiler(schema)

  const api = new Hono()
  const tooLarge = `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KiB.`
  api.post(
    '/:projectKey/graphql',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ errors: [{ message: tooLarge, extensions: { code: 'InvalidInput' } }] }, 413),
    }),
    async (c) => {
      const fault = core.faults.takeHttpFault()
      if (fault) {
        return c.json(
          { errors: [{ message: `Injected fault: ${fault}`, extensions: { code: FAULT_CODES[fault] } }] },
          fault,
        )
      }
      if (c.req.param('projectKey') !== core.projectKey) {
        return c.json(
          {
            errors: [
              {
                message: `The project '${c.req.param('projectKey')}' was not found.`,
                extensions: { code: 'ResourceNotFound' },
              },
            ],
          },
          404,
        )
      }
      const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
      if (!bearer) return invalidToken(c, 'Missing bearer token.')
      const token = await core.tokens.verify(bearer.trim())
      if (!token) return invalidToken(c, 'The token is invalid or has expired.')

      const body = (await c.req.json().catch(() => undefined)) as
        { query?: unknown; variables?: unknown; operationName?: unknown } | undefined
      if (!body || typeof body.query !== 'string') {
        return c.json(
          {
            errors: [
              { message: 'The request body must be JSON with a query string.', extensions: { code: 'InvalidInput' } },
            ],
          },
          400,
        )
      }
      const variables = body.variables ?? {}
      if (typeof variables !== 'object' || Array.isArray(variables)) {
        return c.json(
          { errors: [{ message: 'variables must be an object.', extensions: { code: 'InvalidInput' } }] },
          400,
        )
      }
      // Refused before anything runs: a malformed or invalid document, or one over a limit (limits.ts).
      const compiled = queries.compile(body.query)
      if ('refused' in compiled) return c.json({ errors: compiled.refused.map(platformError) }, 400)
      const operationName = typeof body.operationName === 'string' ? body.operationName : undefined
      const overLimit = queries.checkRequest(compiled, variables as Record<string, unknown>, operationName)
      if (overLimit) return c.json({ errors: [platformError(overLimit)] }, 400)
      const result = await executeWithin({
        schema,
        document: compiled.document,
        variableValues: variables as Record<string, unknown>,
        operationName,
        contextValue: new RequestContext(core, token, performance.now() + EXECUTION_TIME_LIMIT_MS),
        fieldResolver: conventionResolver,
      })
      if (isQuery(compiled.document, operationName)) markReadOnly(c.req.raw)
      if (result.timedOut) return c.json({ errors: result.errors!.map(platformError) }, 503, { 'Retry-After': '5' })
      // Nothing ran (variables that do not fit, an unknown operation): the request's fault.
      if (result.data === undefined) return c.json({ errors: (result.errors ?? []).map(platformError) }, 400)
      return c.json(
        result.errors ? { data: result.data ?? null, errors: result.errors.map(platformError) } : { data: result.data },
      )
    },
  )

  if (!core.faultInjection) return api
  api.use('/faults', faultAccess(core))
  api.post('/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { answer?: unknown; count?: unknown }
    const answer = body.answer
    const count = typeof body.count === 'number' ? body.count : 1
    if (answer !== 502 && answer !== 503 && answer !== 504 && answer !== 'ConcurrentModification') {
      return c.json(
        {
          errors: [
            {
              message: 'answer must be 502, 503, 504 or "ConcurrentModification".',
              extensions: { code: 'InvalidInput' },
            },
          ],
        },
        400,
      )
    }
    core.faults.inject(answer, count)
    return c.json(core.faults.status())
  })
  api.delete('/faults', (c) => {
    core.faults.clear()
    return c.json(core.faults.status())
  })
  return api
}
