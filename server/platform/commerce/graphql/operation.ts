import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql'

/**
 * Whether the operation a request runs (the one named, or the document's only one) is a query, which reads only;
 * a mutation, or an operation the document does not hold, is not.
 */
export function isQuery(document: DocumentNode, operationName: string | undefined): boolean {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined
  return operation?.operation === OperationTypeNode.QUERY
}
