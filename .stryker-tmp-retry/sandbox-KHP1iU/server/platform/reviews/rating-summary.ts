// @ts-nocheck
export interface RatingSummary {
  average: number
  count: number
  /** How many reviews gave each number of stars. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>
}

/** Folds `(rating, count)` rows into the summary; the average has one decimal, as widgets show it. */
export function summarize(rows: readonly { rating: number; count: number | string | bigint }[]): RatingSummary {
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  let count = 0
  let stars = 0
  for (const row of rows) {
    const key = String(row.rating) as keyof typeof distribution
    const amount = Number(row.count)
    distribution[key] += amount
    count += amount
    stars += row.rating * amount
  }
  return { average: count ? Math.round((stars / count) * 10) / 10 : 0, count, distribution }
}
