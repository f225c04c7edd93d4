/** When agents answer: weekday (0 Sunday … 6 Saturday) → [from, to) in minutes after midnight, local time. */
interface SupportHours {
  timeZone: string
  days: Partial<Record<number, readonly [from: number, to: number]>>
}

/** Monday to Friday 8:00–20:00, Saturday 9:00–17:00, Prague time; closed on Sunday. */
export const SUPPORT_HOURS: SupportHours = {
  timeZone: 'Europe/Prague',
  days: { 1: [480, 1200], 2: [480, 1200], 3: [480, 1200], 4: [480, 1200], 5: [480, 1200], 6: [540, 1020] },
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** Whether `at` falls in the support hours, read on the wall clock of their time zone. */
export function withinSupportHours(at: Date, hours: SupportHours = SUPPORT_HOURS): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: hours.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const day = WEEKDAYS.indexOf(part('weekday'))
  const minutes = Number(part('hour')) * 60 + Number(part('minute'))
  const range = hours.days[day]
  return range !== undefined && minutes >= range[0] && minutes < range[1]
}

/** The hours as text, e.g. `Mon 08:00–20:00`, for the service's availability answer. */
export function describeHours(hours: SupportHours = SUPPORT_HOURS): string[] {
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return [1, 2, 3, 4, 5, 6, 0].flatMap((day) => {
    const range = hours.days[day]
    return range ? [`${WEEKDAYS[day]} ${time(range[0])}–${time(range[1])}`] : []
  })
}
