import { WEEKDAYS, type OpeningHoursWeek, type Weekday } from '@common/store-locator'

/** The stores' clocks: opening hours, today and public holidays are those of Prague, wherever the shopper is. */
const TIME_ZONE = 'Europe/Prague'

const pragueFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

interface PragueTime {
  /** YYYY-MM-DD */
  date: string
  weekday: Weekday
  /** HH:MM, 24-hour */
  time: string
}

export function pragueTime(now: Date): PragueTime {
  const parts = Object.fromEntries(pragueFormat.formatToParts(now).map((part) => [part.type, part.value]))
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday!.toLowerCase() as Weekday,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher), as [month, day]. */
export function easterSunday(year: number): [month: number, day: number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return [month, day]
}

/** The fixed public holidays of the Czech Republic (zákon č. 245/2000 Sb.), as MM-DD. */
const FIXED_HOLIDAYS = [
  '01-01',
  '05-01',
  '05-08',
  '07-05',
  '07-06',
  '09-28',
  '10-28',
  '11-17',
  '12-24',
  '12-25',
  '12-26',
]

const isoDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.toISOString().slice(0, 10)
}

/** Every Czech public holiday of a year, YYYY-MM-DD: the fixed dates plus Good Friday and Easter Monday. */
export function czechPublicHolidays(year: number): string[] {
  const [month, day] = easterSunday(year)
  return [
    ...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`),
    isoDate(year, month, day - 2),
    isoDate(year, month, day + 1),
  ].sort()
}

export const isCzechPublicHoliday = (date: string): boolean =>
  czechPublicHolidays(Number(date.slice(0, 4))).includes(date)

type OpenState =
  | { open: true; closes: string }
  | { open: false; reason: 'holiday' | 'closedToday' | 'beforeOpening' | 'afterClosing'; opens?: string }

/** Whether a store is open at a moment (Prague time): a public holiday counts as closed, whatever the weekday's hours. */
export function openState(hours: OpeningHoursWeek, now: Date): OpenState {
  const { date, weekday, time } = pragueTime(now)
  if (isCzechPublicHoliday(date)) return { open: false, reason: 'holiday' }
  const today = hours[weekday]
  if (!today) return { open: false, reason: 'closedToday' }
  if (time < today.open) return { open: false, reason: 'beforeOpening', opens: today.open }
  if (time >= today.close) return { open: false, reason: 'afterClosing' }
  return { open: true, closes: today.close }
}

/** The week as the store card lists it, Monday first. */
export const weekOf = (hours: OpeningHoursWeek) => WEEKDAYS.map((day) => ({ day, hours: hours[day] }))
