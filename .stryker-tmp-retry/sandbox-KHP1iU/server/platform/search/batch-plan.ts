// @ts-nocheck
import { SearchError } from './engine/errors'
import { applyPartialUpdate } from './engine/partial-update'
import type { SearchRecord } from './engine/record-store'

export type BatchOperation =
  | { action: 'addObject' | 'updateObject'; body: Record<string, unknown> }
  | { action: 'partialUpdateObject' | 'partialUpdateObjectNoCreate'; body: Record<string, unknown> }
  | { action: 'deleteObject'; body: { objectID: string } }
  | { action: 'delete' | 'clear'; body?: unknown }

interface BatchPlan {
  upserts: Map<string, SearchRecord>
  deletes: string[]
  cleared: boolean
  /** The objectID of each operation, in order, as the batch answer lists them. */
  ids: string[]
}

/**
 * Folds a batch into the records to write and delete, in order: later operations on the same
 * record see the earlier ones (a partial update after an add updates the added record).
 */
export function planBatch(
  stored: (objectID: string) => SearchRecord | undefined,
  operations: readonly BatchOperation[],
  newObjectID: () => string,
): BatchPlan {
  const upserts = new Map<string, SearchRecord>()
  const deletes: string[] = []
  const ids: string[] = []
  let cleared = false
  const current = (objectID: string) =>
    upserts.get(objectID) ?? (deletes.includes(objectID) || cleared ? undefined : stored(objectID))
  for (const operation of operations) {
    if (operation.action === 'clear') {
      cleared = true
      upserts.clear()
      deletes.length = 0
      continue
    }
    if (operation.action === 'delete') continue
    const body = (operation.body ?? {}) as Record<string, unknown>
    const objectID =
      typeof body.objectID === 'string' ? body.objectID : operation.action === 'addObject' ? newObjectID() : undefined
    if (objectID === undefined || objectID === '') throw new SearchError(`objectID is required for ${operation.action}`)
    ids.push(objectID)
    if (operation.action === 'deleteObject') {
      upserts.delete(objectID)
      if (!deletes.includes(objectID)) deletes.push(objectID)
    } else if (operation.action === 'addObject' || operation.action === 'updateObject') {
      upserts.set(objectID, { ...body, objectID })
    } else {
      const existing = current(objectID)
      if (!existing && operation.action === 'partialUpdateObjectNoCreate') continue
      upserts.set(objectID, applyPartialUpdate(existing ?? { objectID }, body))
    }
    const at = deletes.indexOf(objectID)
    if (operation.action !== 'deleteObject' && at >= 0) deletes.splice(at, 1)
  }
  return { upserts, deletes, cleared, ids }
}
