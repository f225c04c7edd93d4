// @ts-nocheck
import type { DocumentTypeDecoration, VariablesOf } from '@graphql-typed-document-node/core'

export type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core'

/**
 * A GraphQL document as `npm run codegen` writes it from a `.graphql` file: the text itself
 * (`String(document)`) typed with its result and its variables, so a call with the wrong variables
 * or a read of a field the document does not select fails the type check.
 */
export type TypedDocument<TResult = unknown, TVariables = Record<string, unknown>> = DocumentTypeDecoration<
  TResult,
  TVariables
> & { toString(): string }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTypedDocument = TypedDocument<any, any>

/** A document's variables as a call's last argument: optional when the document needs none. */
export type VariablesArgument<D> =
  Record<never, never> extends VariablesOf<D> ? [variables?: VariablesOf<D>] : [variables: VariablesOf<D>]
