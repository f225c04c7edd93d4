// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { clubPointsFor } from './loyalty'

describe('the club’s earning rule', () => {
  it('gives one point for every whole 10 CZK', () => {
    expect(clubPointsFor(249_900)).toBe(249)
    expect(clubPointsFor(1_000)).toBe(1)
    expect(clubPointsFor(999)).toBe(0)
  })

  it('gives nothing for nothing, a negative or an unknown amount', () => {
    expect(clubPointsFor(0)).toBe(0)
    expect(clubPointsFor(-5_000)).toBe(0)
    expect(clubPointsFor(Number.NaN)).toBe(0)
  })
})
