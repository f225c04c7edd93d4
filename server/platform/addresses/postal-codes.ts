import { postalTable, type PostalRow } from './postal-table'
import { czechRegion, foldText, type Region } from './regions'
import { townCentres } from './town-centres'

interface PostalCodeEntry {
  country: 'CZ'
  /** Written the Czech way, `110 00`. */
  postalCode: string
  city: string
  district: string
  region: Region
  /** The town's (in Prague the district's) centre. */
  geo: { lat: number; lng: number }
}

/** A Czech PSČ: five digits, usually written with a space after the third (`110 00`). */
const czechZipPattern = /^\d{3} ?\d{2}$/

export function formatZip(digits: string): string {
  return `${digits.slice(0, 3)} ${digits.slice(3)}`
}

/** The five digits of a well-formed PSČ, or undefined. */
export function zipDigits(value: string): string | undefined {
  const trimmed = value.trim()
  return czechZipPattern.test(trimmed) ? trimmed.replace(' ', '') : undefined
}

function toEntry(row: PostalRow, digits: string): PostalCodeEntry {
  const [, , city, district, regionCode] = row
  const [lat, lng] = townCentres[city === 'Praha' ? district : city]!
  return {
    country: 'CZ',
    postalCode: formatZip(digits),
    city,
    district,
    region: czechRegion(regionCode) as Region,
    geo: { lat, lng },
  }
}

export function lookupPostalCode(value: string): PostalCodeEntry | undefined {
  const digits = zipDigits(value)
  if (!digits) return undefined
  const code = Number(digits)
  const row = postalTable.find(([from, to]) => code >= from && code <= to)
  return row && toEntry(row, digits)
}

/** The town's main (lowest) postal code, used when suggesting a zip for a known city. */
export function mainPostalCodeOf(city: string): PostalCodeEntry | undefined {
  const key = foldText(city)
  const row = postalTable.find(([, , name]) => foldText(name) === key)
  return row && toEntry(row, String(row[0]).padStart(5, '0'))
}

export const postalCities: readonly string[] = [...new Set(postalTable.map(([, , city]) => city))]

/** Towns whose name or main code starts with the text, for an address lookup field. */
export function searchPostalCodes(text: string, limit: number): PostalCodeEntry[] {
  const key = foldText(text)
  const digits = key.replace(/\s/g, '')
  const seen = new Set<string>()
  const entries: PostalCodeEntry[] = []
  for (const row of postalTable) {
    const main = String(row[0]).padStart(5, '0')
    const matches = /^\d+$/.test(digits) ? main.startsWith(digits) : foldText(row[2]).startsWith(key)
    const id = `${row[2]}|${row[3]}`
    if (!matches || seen.has(id)) continue
    seen.add(id)
    entries.push(toEntry(row, main))
    if (entries.length >= limit) break
  }
  return entries
}
