import * as z from 'zod/mini'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const hours = z.nullable(z.object({ open: z.string(), close: z.string() }))

/** One store of the store locator (spec 3.18): where it is, when it is open, what it offers, how far it is. */
export const locatedStoreSchema = z.object({
  key: z.string(),
  name: z.string(),
  address: z.object({
    streetName: z.string(),
    streetNumber: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  geo: z.object({ lat: z.number(), lng: z.number() }),
  phone: z.string(),
  email: z.string(),
  openingHours: z.object({
    monday: hours,
    tuesday: hours,
    wednesday: hours,
    thursday: hours,
    friday: hours,
    saturday: hours,
    sunday: hours,
  }),
  services: z.array(z.enum(['clickAndCollect', 'tryAndBuy'])),
  /** From the searched place or the shopper's position; absent when the list is not searched. */
  distanceKm: z.optional(z.number()),
})
export type LocatedStore = z.infer<typeof locatedStoreSchema>
export type OpeningHoursWeek = LocatedStore['openingHours']

export const storeLocatorSchema = z.object({
  /**
   * What the stores are measured from: a place found for the typed city or postal code (its name),
   * the shopper's position (no name), or nothing (every store, by city).
   */
  origin: z.nullable(z.object({ label: z.nullable(z.string()), lat: z.number(), lng: z.number() })),
  /** False when a city or postal code was typed that names no known place. */
  placeFound: z.boolean(),
  radiusKm: z.number(),
  stores: z.array(locatedStoreSchema),
})
export type StoreLocatorAnswer = z.infer<typeof storeLocatorSchema>

/** Stores farther than this from the searched place are not listed (then: 'no stores found'). */
export const STORE_SEARCH_RADIUS_KM = 50
