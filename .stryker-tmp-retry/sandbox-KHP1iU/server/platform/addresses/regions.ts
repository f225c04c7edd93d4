/** The 14 regions (kraje) of the Czech Republic, ISO 3166-2:CZ. */
// @ts-nocheck

export interface Region {
  code: string
  name: string
}

export const czechRegions: readonly Region[] = [
  { code: 'CZ-10', name: 'Hlavní město Praha' },
  { code: 'CZ-20', name: 'Středočeský kraj' },
  { code: 'CZ-31', name: 'Jihočeský kraj' },
  { code: 'CZ-32', name: 'Plzeňský kraj' },
  { code: 'CZ-41', name: 'Karlovarský kraj' },
  { code: 'CZ-42', name: 'Ústecký kraj' },
  { code: 'CZ-51', name: 'Liberecký kraj' },
  { code: 'CZ-52', name: 'Královéhradecký kraj' },
  { code: 'CZ-53', name: 'Pardubický kraj' },
  { code: 'CZ-63', name: 'Kraj Vysočina' },
  { code: 'CZ-64', name: 'Jihomoravský kraj' },
  { code: 'CZ-71', name: 'Olomoucký kraj' },
  { code: 'CZ-72', name: 'Zlínský kraj' },
  { code: 'CZ-80', name: 'Moravskoslezský kraj' },
]

export type RegionCode = (typeof czechRegions)[number]['code']

const byCode = new Map(czechRegions.map((region) => [region.code, region]))

export function czechRegion(code: string): Region | undefined {
  return byCode.get(code.toUpperCase())
}

/** A region given as its ISO code or its name (any case, with or without diacritics). */
export function findCzechRegion(value: string): Region | undefined {
  const key = foldText(value)
  return czechRegions.find((region) => region.code.toLowerCase() === key || foldText(region.name) === key)
}

/** Lower case without diacritics or repeated spaces, for comparing names as people type them. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}
