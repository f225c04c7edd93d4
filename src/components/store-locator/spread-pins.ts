interface Point {
  x: number
  y: number
}

/**
 * Pins closer than `gap` to each other (Prague's five stores, at the country's scale) are set around
 * their group's middle, `gap` apart, so each can be seen and pressed; pins standing alone keep their place.
 */
export function spreadPins(points: readonly Point[], gap: number): Point[] {
  const group = points.map((_, index) => index)
  const root = (index: number): number => (group[index] === index ? index : (group[index] = root(group[index]!)))
  points.forEach((a, i) =>
    points.forEach((b, j) => {
      if (j > i && Math.hypot(a.x - b.x, a.y - b.y) < gap) group[root(j)] = root(i)
    }),
  )
  const members = new Map<number, number[]>()
  points.forEach((_, index) => members.set(root(index), [...(members.get(root(index)) ?? []), index]))
  const spread = points.map((point) => ({ ...point }))
  for (const indices of members.values()) {
    if (indices.length < 2) continue
    const middle = {
      x: indices.reduce((sum, index) => sum + points[index]!.x, 0) / indices.length,
      y: indices.reduce((sum, index) => sum + points[index]!.y, 0) / indices.length,
    }
    // Neighbours on a circle are `gap` apart: its radius is gap / (2 sin(π / n)).
    const radius = gap / (2 * Math.sin(Math.PI / Math.max(indices.length, 2)))
    indices.forEach((index, order) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * order) / indices.length
      spread[index] = { x: middle.x + radius * Math.cos(angle), y: middle.y + radius * Math.sin(angle) }
    })
  }
  return spread
}
