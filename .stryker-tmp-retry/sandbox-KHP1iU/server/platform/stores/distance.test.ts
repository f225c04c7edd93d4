// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { distanceKm } from './distance'

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const prague = { lat: 50.0755, lng: 14.4378 }
    const brno = { lat: 49.1951, lng: 16.6068 }
    expect(distanceKm(prague, brno)).toBeCloseTo(184.3, 0)
    expect(distanceKm(brno, prague)).toBeCloseTo(distanceKm(prague, brno), 10)
    expect(distanceKm(prague, prague)).toBe(0)
  })
})
