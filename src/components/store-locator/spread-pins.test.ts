import { describe, expect, it } from 'vitest'
import { spreadPins } from './spread-pins'

describe('map pins', () => {
  it('keeps a pin standing alone where it is', () => {
    expect(
      spreadPins(
        [
          { x: 10, y: 10 },
          { x: 100, y: 100 },
        ],
        20,
      ),
    ).toEqual([
      { x: 10, y: 10 },
      { x: 100, y: 100 },
    ])
  })

  it('sets pins that crowd one spot at least the gap apart, around where they stand', () => {
    const crowd = [
      { x: 300, y: 150 },
      { x: 302, y: 149 },
      { x: 305, y: 153 },
      { x: 299, y: 156 },
      { x: 310, y: 140 },
    ]
    const spread = spreadPins([...crowd, { x: 500, y: 300 }], 20)
    for (let i = 0; i < 5; i++)
      for (let j = i + 1; j < 5; j++)
        expect(Math.hypot(spread[i]!.x - spread[j]!.x, spread[i]!.y - spread[j]!.y)).toBeGreaterThanOrEqual(19.99)
    const middle = spread.slice(0, 5).reduce((sum, point) => sum + point.x, 0) / 5
    expect(middle).toBeCloseTo(crowd.reduce((sum, point) => sum + point.x, 0) / 5)
    expect(spread[5]).toEqual({ x: 500, y: 300 })
  })
})
