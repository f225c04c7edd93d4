// @ts-nocheck
import { useState } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import { listingMachine } from '../../machines/listing/listing.machine'

export type ListingActor = ActorRefFrom<typeof listingMachine>

let browserActor: ListingActor | undefined

/**
 * The listing actor: one for the whole visit in the browser, so the remembered position survives
 * leaving a listing for a product and coming back; a fresh, idle one per server render.
 */
export function useListingActor(): ListingActor {
  const [actor] = useState(() => {
    if (typeof window === 'undefined') return createActor(listingMachine).start()
    browserActor ??= createActor(listingMachine).start()
    return browserActor
  })
  return actor
}
