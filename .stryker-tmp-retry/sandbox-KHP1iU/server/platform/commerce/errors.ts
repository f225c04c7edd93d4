/** The platform's error codes, as GraphQL `errors[].extensions.code`. */
// @ts-nocheck

type CommerceErrorCode =
  | 'ConcurrentModification'
  | 'InvalidOperation'
  | 'InvalidInput'
  | 'DiscountCodeNonApplicable'
  | 'ResourceNotFound'
  | 'DuplicateField'
  | 'InvalidCredentials'
  | 'InvalidCurrentPassword'
  | 'ExpiredCustomerEmailToken'
  | 'ExpiredCustomerPasswordToken'
  | 'OutOfStock'
  | 'TooManyRequests'
  | 'insufficient_scope'

export class CommerceError extends Error {
  override name = 'CommerceError'
  constructor(
    readonly code: CommerceErrorCode,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const notFound = (what: string, id: string) =>
  new CommerceError('ResourceNotFound', `The Resource with ID '${id}' was not found.`, { resource: what })

export const invalidInput = (message: string, extensions: Record<string, unknown> = {}) =>
  new CommerceError('InvalidInput', message, extensions)

export const invalidOperation = (message: string) => new CommerceError('InvalidOperation', message)

export const concurrentModification = (expected: number, current: number, id?: string) =>
  new CommerceError(
    'ConcurrentModification',
    `Object ${id ? `${id} ` : ''}has a different version than expected. Expected: ${expected} - Actual: ${current}.`,
    { currentVersion: current },
  )

/** An update names the version it was made against; any other current version is a conflict. */
export function expectVersion(resource: { id: string; version: number }, expected: number): void {
  if (resource.version !== expected) throw concurrentModification(expected, resource.version, resource.id)
}
