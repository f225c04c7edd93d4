// @ts-nocheck
import {
  execute,
  GraphQLError,
  isObjectType,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql'
import type { RequestContext } from './context'

/** How long one GraphQL request may run before it is answered 503 `QueryTimedOut`. */
export const EXECUTION_TIME_LIMIT_MS = 10_000

export const TIMED_OUT_CODE = 'QueryTimedOut'

const timedOut = (limitMs: number) =>
  new GraphQLError(`The query did not complete within ${limitMs / 1000} s and was stopped.`, {
    extensions: { code: TIMED_OUT_CODE },
  })

/**
 * Every resolver of the schema first checks the request's deadline: past it, the fields still to
 * resolve fail at once instead of loading more. A mutation is checked only before its write
 * starts, never while its result is read back.
 */
export function boundResolvers<Source>(
  schema: GraphQLSchema,
  fallback: GraphQLFieldResolver<Source, RequestContext>,
): void {
  const mutationType = schema.getMutationType()
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    const writes = type === mutationType
    for (const field of Object.values(type.getFields())) {
      const resolve = (field.resolve ?? fallback) as GraphQLFieldResolver<Source, RequestContext>
      field.resolve = (source, args, context, info) => {
        if ((writes || info.operation.operation !== 'mutation') && performance.now() > context.deadline) {
          throw timedOut(EXECUTION_TIME_LIMIT_MS)
        }
        return resolve(source, args, context, info)
      }
    }
  }
}

/**
 * Executes with the context's deadline as a hard stop: a request whose resolvers still wait
 * when it passes is answered with `QueryTimedOut` (the resolvers left fail as they start).
 */
export async function executeWithin(
  args: ExecutionArgs & { contextValue: RequestContext },
): Promise<ExecutionResult & { timedOut: boolean }> {
  const { deadline } = args.contextValue
  const limitMs = Number.isFinite(deadline) ? Math.max(0, deadline - performance.now()) : undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop =
    limitMs === undefined
      ? undefined
      : new Promise<ExecutionResult>((resolve) => {
          timer = setTimeout(() => resolve({ errors: [timedOut(EXECUTION_TIME_LIMIT_MS)] }), limitMs)
        })
  try {
    const result = await (stop ? Promise.race([execute(args), stop]) : execute(args))
    return { ...result, timedOut: result.errors?.some((error) => codeOf(error) === TIMED_OUT_CODE) === true }
  } finally {
    clearTimeout(timer)
  }
}

function codeOf(error: GraphQLError): unknown {
  const original = error.originalError
  return (original instanceof GraphQLError ? original : error).extensions?.code
}
