// @ts-nocheck
import type { Principal } from '../auth/scopes'
import { hasScope } from '../auth/scopes'
import type { CommerceCore } from '../core'
import { CommerceError } from '../errors'
import type { InventoryRow } from '../products'
import type { ResourceTypeId } from '../tables'

/** Per-request state of a GraphQL call: who asks, and a cache of loaded references. */
export class RequestContext {
  private readonly cache = new Map<string, Promise<unknown>>()
  private stockBatch: { skus: Set<string>; promise: Promise<Map<string, InventoryRow[]>> } | undefined
  private readonly stock = new Map<string, InventoryRow[]>()

  constructor(
    readonly core: CommerceCore,
    readonly principal: Principal,
    /** `performance.now()` past which no resolver starts (see deadline.ts). */
    readonly deadline = Number.POSITIVE_INFINITY,
  ) {}

  /** A referenced resource (`{ typeId, id }` or `{ typeId, key }`), loaded once per request. */
  load(reference: { typeId: string; id?: string; key?: string }): Promise<unknown> {
    const cacheKey = `${reference.typeId}:${reference.id ?? ''}:${reference.key ?? ''}`
    let found = this.cache.get(cacheKey)
    if (!found) {
      found = this.fetch(reference)
      this.cache.set(cacheKey, found)
    }
    return found
  }

  private async fetch({ typeId, id, key }: { typeId: string; id?: string; key?: string }): Promise<unknown> {
    if (typeId === 'product') return id ? this.core.products.byId(id) : key ? this.core.products.byKey(key) : undefined
    if (typeId === 'customer' && this.principal.kind !== 'server') {
      if (this.principal.kind !== 'customer' || id !== this.principal.customerId) return null
    }
    const resource = id
      ? await this.core.repo.get(typeId as ResourceTypeId, id)
      : key
        ? await this.core.repo.getByKey(typeId as ResourceTypeId, key)
        : undefined
    return resource?.document ?? null
  }

  /** Inventory of a SKU; SKUs asked for in the same tick are fetched in one query. */
  async inventory(sku: string): Promise<InventoryRow[]> {
    const known = this.stock.get(sku)
    if (known) return known
    if (!this.stockBatch) {
      const skus = new Set<string>()
      const promise = Promise.resolve().then(async () => {
        this.stockBatch = undefined
        const rows = await this.core.products.inventoryFor([...skus])
        for (const requested of skus) this.stock.set(requested, rows.get(requested) ?? [])
        return rows
      })
      this.stockBatch = { skus, promise }
    }
    this.stockBatch.skus.add(sku)
    const rows = await this.stockBatch.promise
    return rows.get(sku) ?? []
  }

  requireServer(): void {
    if (this.principal.kind !== 'server' || !hasScope(this.principal, 'manage_project', this.core.projectKey)) {
      throw new CommerceError('insufficient_scope', 'This operation needs a token with the manage_project scope.')
    }
  }

  requireShopper(): Exclude<Principal, { kind: 'server' }> {
    if (this.principal.kind === 'server') {
      throw new CommerceError(
        'InvalidOperation',
        'This endpoint requires an access token issued with the password flow or the anonymous session flow.',
      )
    }
    return this.principal
  }
}
