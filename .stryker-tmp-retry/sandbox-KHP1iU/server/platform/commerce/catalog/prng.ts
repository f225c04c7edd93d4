/** A small seeded PRNG (mulberry32), the one every demo seed draws from: the data must come out identical on every build. */
// @ts-nocheck

export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  sample<T>(items: readonly T[], count: number): T[]
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    const chosen: T[] = []
    while (chosen.length < count && pool.length > 0) {
      chosen.push(pool.splice(int(0, pool.length - 1), 1)[0] as T)
    }
    return chosen
  }
  return { next, int, pick, chance: (probability) => next() < probability, sample }
}

/** A stable 32-bit seed from a string, so each part of the catalog draws from its own sequence. */
export function seedOf(text: string): number {
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}
