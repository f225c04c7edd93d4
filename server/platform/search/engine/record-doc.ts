import type { Primitive } from './filters'

export type SearchRecord = Record<string, unknown> & { objectID: string }

/** One indexed record with what the engine derived from it. */
export interface Doc {
  /** Insertion order; the last tie-breaker, so equal records keep a stable order. */
  slot: number
  objectID: string
  record: SearchRecord
  words: string[]
  /** Stems of its words in the index languages (see `morphology.ts`). */
  stems: string[]
  values: Map<string, readonly Primitive[]>
  /** Facet value numbers by attribute slot (see `RecordStore.facetSlot`). */
  facetIds: (readonly number[] | undefined)[]
}
