import { describe, expect, it } from 'vitest'
import { describeHours, withinSupportHours } from './hours'

describe('support hours (Prague time)', () => {
  it('opens on weekdays 8–20 and Saturdays 9–17, in winter and summer time', () => {
    // Friday 27 November 2026, UTC+1.
    expect(withinSupportHours(new Date('2026-11-27T06:59:00Z'))).toBe(false)
    expect(withinSupportHours(new Date('2026-11-27T07:00:00Z'))).toBe(true)
    expect(withinSupportHours(new Date('2026-11-27T18:59:00Z'))).toBe(true)
    expect(withinSupportHours(new Date('2026-11-27T19:00:00Z'))).toBe(false)
    // Saturday 28 November.
    expect(withinSupportHours(new Date('2026-11-28T07:59:00Z'))).toBe(false)
    expect(withinSupportHours(new Date('2026-11-28T08:00:00Z'))).toBe(true)
    expect(withinSupportHours(new Date('2026-11-28T16:00:00Z'))).toBe(false)
    // Sunday.
    expect(withinSupportHours(new Date('2026-11-29T12:00:00Z'))).toBe(false)
    // Monday 6 July 2026, UTC+2: 8:00 Prague is 6:00 UTC.
    expect(withinSupportHours(new Date('2026-07-06T05:59:00Z'))).toBe(false)
    expect(withinSupportHours(new Date('2026-07-06T06:00:00Z'))).toBe(true)
  })

  it('describes the hours', () => {
    expect(describeHours()).toEqual([
      'Mon 08:00–20:00',
      'Tue 08:00–20:00',
      'Wed 08:00–20:00',
      'Thu 08:00–20:00',
      'Fri 08:00–20:00',
      'Sat 09:00–17:00',
    ])
  })
})
