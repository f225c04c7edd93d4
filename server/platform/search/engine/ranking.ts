import type { DocMatch } from './match'
import type { Doc, RecordStore } from './record-store'

export interface RankedHit {
  doc: Doc
  match: DocMatch | undefined
  /** Distance to `aroundLatLng` in metres, when the query is geographic. */
  distance: number | undefined
  geoBucket: number
}

type Compare = (a: RankedHit, b: RankedHit) => number

/**
 * The ranking formula as Algolia applies it: criteria in the order of the `ranking` setting,
 * `custom` expanding to `customRanking`, then insertion order. `words` and `filters` tie here:
 * every hit holds all query words and optional filters are not supported. `proximity` compares
 * the best match of each word, not every occurrence. `attribute` compares the best attribute,
 * then the sum of every word's best attribute.
 */
export function rankingComparator(
  store: RecordStore,
  ranking: readonly string[],
  customRanking: readonly string[],
  textual: boolean,
): Compare {
  const criteria: Compare[] = []
  const attributeCriterion = (entry: string): Compare | undefined => {
    const match = /^(asc|desc)\((.+)\)$/.exec(entry.trim())
    if (!match) return undefined
    const ranks = store.sortRank(match[2]!.trim(), match[1] === 'asc' ? 1 : -1)
    return (a, b) => ranks[a.doc.slot]! - ranks[b.doc.slot]!
  }
  for (const criterion of ranking) {
    if (criterion === 'custom') criteria.push(...customRanking.map(attributeCriterion).filter((c) => c !== undefined))
    else if (criterion === 'typo' && textual) criteria.push((a, b) => (a.match?.typos ?? 0) - (b.match?.typos ?? 0))
    else if (criterion === 'attribute' && textual) {
      criteria.push(
        (a, b) =>
          (a.match?.rank ?? 0) - (b.match?.rank ?? 0) ||
          (a.match?.position ?? 0) - (b.match?.position ?? 0) ||
          (a.match?.rankSum ?? 0) - (b.match?.rankSum ?? 0),
      )
    } else if (criterion === 'proximity' && textual) {
      criteria.push((a, b) => (a.match?.proximity ?? 0) - (b.match?.proximity ?? 0))
    } else if (criterion === 'exact' && textual) {
      criteria.push((a, b) => (b.match?.exactWords ?? 0) - (a.match?.exactWords ?? 0))
    } else if (criterion === 'geo') criteria.push((a, b) => a.geoBucket - b.geoBucket)
    else {
      const byAttribute = attributeCriterion(criterion)
      if (byAttribute) criteria.push(byAttribute)
    }
  }
  return (a, b) => {
    for (const criterion of criteria) {
      const order = criterion(a, b)
      if (order !== 0) return order
    }
    return a.doc.slot - b.doc.slot
  }
}
