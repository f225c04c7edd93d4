import { describe, expect, it } from 'vitest'
import type { OpeningHoursWeek } from '@common/store-locator'
import { czechPublicHolidays, easterSunday, isCzechPublicHoliday, openState, pragueTime } from './opening-hours'

const highStreet: OpeningHoursWeek = {
  monday: { open: '10:00', close: '19:00' },
  tuesday: { open: '10:00', close: '19:00' },
  wednesday: { open: '10:00', close: '19:00' },
  thursday: { open: '10:00', close: '19:00' },
  friday: { open: '10:00', close: '19:00' },
  saturday: { open: '10:00', close: '17:00' },
  sunday: null,
}

describe('Czech public holidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toEqual([3, 31])
    expect(easterSunday(2025)).toEqual([4, 20])
    expect(easterSunday(2026)).toEqual([4, 5])
    expect(easterSunday(2027)).toEqual([3, 28])
    expect(easterSunday(2038)).toEqual([4, 25])
  })

  it('are the thirteen days of the law: the fixed dates, Good Friday and Easter Monday', () => {
    expect(czechPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-07-05',
      '2026-07-06',
      '2026-09-28',
      '2026-10-28',
      '2026-11-17',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ])
    // Good Friday in the month before Easter Sunday's (Easter on 1 April 2029: Good Friday 30 March).
    expect(czechPublicHolidays(2029)).toContain('2029-03-30')
    expect(czechPublicHolidays(2029)).toContain('2029-04-02')
    expect(isCzechPublicHoliday('2026-11-17')).toBe(true)
    expect(isCzechPublicHoliday('2026-11-18')).toBe(false)
  })
})

describe('open now', () => {
  it('reads the clock in Prague, also across midnight UTC and summer time', () => {
    // 23:30 UTC on a Sunday in winter is 00:30 on Monday in Prague (UTC+1).
    expect(pragueTime(new Date('2026-11-29T23:30:00Z'))).toEqual({
      date: '2026-11-30',
      weekday: 'monday',
      time: '00:30',
    })
    // In summer Prague is UTC+2.
    expect(pragueTime(new Date('2026-07-15T08:00:00Z')).time).toBe('10:00')
  })

  it('is open between opening and closing, closed before, after and on a day without hours', () => {
    // Friday 27 November 2026, UTC+1.
    expect(openState(highStreet, new Date('2026-11-27T09:00:00Z'))).toEqual({ open: true, closes: '19:00' })
    expect(openState(highStreet, new Date('2026-11-27T08:59:00Z'))).toEqual({
      open: false,
      reason: 'beforeOpening',
      opens: '10:00',
    })
    expect(openState(highStreet, new Date('2026-11-27T18:00:00Z'))).toEqual({ open: false, reason: 'afterClosing' })
    expect(openState(highStreet, new Date('2026-11-29T12:00:00Z'))).toEqual({ open: false, reason: 'closedToday' })
  })

  it('is closed on a public holiday, whatever the weekday’s hours', () => {
    // Tuesday 17 November 2026 (Struggle for Freedom and Democracy Day), noon.
    expect(openState(highStreet, new Date('2026-11-17T11:00:00Z'))).toEqual({ open: false, reason: 'holiday' })
    // Good Friday 2026 at noon.
    expect(openState(highStreet, new Date('2026-04-03T10:00:00Z'))).toEqual({ open: false, reason: 'holiday' })
  })
})
