import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import type { ActorRefFrom } from 'xstate'
import { selectRemaining, type countdownMachine } from '../../machines/navigation/countdown.machine'
import { ContentLink } from './ContentLink'
import * as styles from './TopBanners.css'
import { useHydrated } from '../ui/useHydrated'

interface CountdownSettings {
  label: string
  endsAt: string
  href?: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The promotional countdown timer (spec 2.5): the days left in the server's page, the ticking clock once the page is interactive. */
export function CountdownTimer({
  timer,
  actor,
}: {
  timer: CountdownSettings
  actor: ActorRefFrom<typeof countdownMachine>
}) {
  const { t } = useLingui()
  const remaining = useSelector(actor, (s) => {
    const { days, hours, minutes, seconds } = selectRemaining(s)
    return `${days} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
  })
  const [days = '0', clock = ''] = remaining.split(' ')
  const interactive = useHydrated()
  const content = (
    <>
      <span>{timer.label}</span>
      <time className={styles.countdownTime} dateTime={timer.endsAt}>
        {/* Before the page's code has started (it waits for the shopper), the days left as the server counted
            them; the clock ticks once the page is interactive. */}
        {interactive ? t`${days} d ${clock}` : t`${days} d`}
      </time>
    </>
  )
  // A landmark of its own that makes no box, so the strip still sticks to the top of the page.
  return (
    <aside aria-label={t`Sale countdown`} className={styles.countdownLandmark}>
      {timer.href ? (
        <ContentLink href={timer.href} className={styles.countdown}>
          {content}
        </ContentLink>
      ) : (
        <div className={styles.countdown}>{content}</div>
      )}
    </aside>
  )
}
