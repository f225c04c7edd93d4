/** Scopes of the local commerce platform's tokens, in the platform's `{scope}:{projectKey}` form. */
// @ts-nocheck

const SHOPPER_SCOPES = [
  'manage_my_orders',
  'manage_my_profile',
  'manage_my_shopping_lists',
  'manage_my_payments',
  'view_published_products',
  'create_anonymous_token',
] as const

export const SERVER_SCOPE = 'manage_project'

export type Principal =
  | { kind: 'server'; scopes: string[] }
  | { kind: 'anonymous'; anonymousId: string; scopes: string[] }
  | { kind: 'customer'; customerId: string; anonymousId?: string | undefined; scopes: string[] }

export function shopperScope(projectKey: string, extra: { anonymousId?: string; customerId?: string }): string {
  const scopes: string[] = SHOPPER_SCOPES.map((scope) => `${scope}:${projectKey}`)
  if (extra.customerId) scopes.push(`customer_id:${extra.customerId}`)
  if (extra.anonymousId) scopes.push(`anonymous_id:${extra.anonymousId}`)
  return scopes.join(' ')
}

export function principalFromScope(scope: string): Principal {
  const scopes = scope.split(' ').filter(Boolean)
  const value = (prefix: string) => scopes.find((s) => s.startsWith(prefix))?.slice(prefix.length)
  const customerId = value('customer_id:')
  const anonymousId = value('anonymous_id:')
  if (customerId) return { kind: 'customer', customerId, anonymousId, scopes }
  if (anonymousId) return { kind: 'anonymous', anonymousId, scopes }
  return { kind: 'server', scopes }
}

/** Whether the scopes grant `name` (e.g. `manage_project`, `manage_my_orders`) on the project. */
export function hasScope(principal: Principal, name: string, projectKey: string): boolean {
  return (
    principal.scopes.includes(`${name}:${projectKey}`) || principal.scopes.includes(`${SERVER_SCOPE}:${projectKey}`)
  )
}
