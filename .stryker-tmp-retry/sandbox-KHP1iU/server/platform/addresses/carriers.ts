/** Czech parcel carriers known to the platform (parcel shops, address checks). */
// @ts-nocheck

export const carriers = ['packeta', 'ppl', 'dpd', 'balikovna'] as const
export type Carrier = (typeof carriers)[number]

export const carrierNames: Record<Carrier, string> = {
  packeta: 'Zásilkovna (Packeta)',
  ppl: 'PPL ParcelShop',
  dpd: 'DPD Pickup',
  balikovna: 'Balíkovna',
}

/** The carriers as companies, as a parcel's tracking names them (not their parcel-shop networks). */
export const carrierCompanies: Record<Carrier, string> = {
  packeta: 'Zásilkovna',
  ppl: 'PPL',
  dpd: 'DPD',
  balikovna: 'Balíkovna',
}

/**
 * Postal codes nobody delivers parcels to: offices that only hold post-office boxes.
 * Listed in the README (Local platform: other services).
 */
export const undeliverableZips: ReadonlySet<string> = new Set(['11001', '60100'])

/** Postal codes a carrier does not serve, on top of the ones nobody serves. */
export const undeliverableZipsByCarrier: Record<Carrier, ReadonlySet<string>> = {
  packeta: new Set(['35301']),
  ppl: new Set(['79201']),
  dpd: new Set(['79001', '38301']),
  balikovna: new Set(),
}
