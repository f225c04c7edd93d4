import type { PickupPoint } from '../../machines/checkout/checkout.types'

/** The shopper's click-and-collect store as remembered (spec 3.19 `storeData`): the cart reads its supply channel, the checkout its name and address. */
interface StoreData {
  key: string
  supplyChannels: Array<{ key: string }>
  name?: string
  address?: PickupPoint['address']
}

export function storeDataOf(store: { key: string; name: string; address: PickupPoint['address'] }): StoreData {
  return { key: store.key, supplyChannels: [{ key: store.key }], name: store.name, address: store.address }
}

/** The remembered store's key, whatever else was remembered with it. */
export function storeKeyOf(storeData: unknown): string | null {
  const key = (storeData as { key?: unknown } | null)?.key
  return typeof key === 'string' ? key : null
}

/** The remembered store as the checkout's store picker takes it, or null when only its key is known. */
export function pickupPointOf(storeData: unknown): PickupPoint | null {
  const data = storeData as Partial<StoreData> | null
  const key = storeKeyOf(data)
  const address = data?.address
  if (!key || typeof data?.name !== 'string' || !address) return null
  const { streetName, postalCode, city, country } = address
  if (![streetName, postalCode, city, country].every((value) => typeof value === 'string')) return null
  return { id: key, name: data.name, address: { streetName, postalCode, city, country } }
}
