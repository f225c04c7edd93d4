// @ts-nocheck
import { Plural } from '@lingui/react/macro'
import { clubPointsFor } from '@common/loyalty'
import { useSiteSettings } from '../layout/layout-context'

/**
 * The Kestrel Club points a purchase of `centAmount` earns (spec 2.7), shown before it is made: to members,
 * and to guests as an invitation. Nothing in a market without the club (spec 1.2).
 */
export function ClubPoints({ centAmount, className }: { centAmount: number; className: string }) {
  const withLoyalty = useSiteSettings().marketFeatures.isMarketWithLoyalty
  const points = clubPointsFor(centAmount)
  if (!withLoyalty || points === 0) return null
  return (
    <p className={className} data-testid="club-points">
      <Plural value={points} one="Earn # point in the Kestrel Club" other="Earn # points in the Kestrel Club" />
    </p>
  )
}
