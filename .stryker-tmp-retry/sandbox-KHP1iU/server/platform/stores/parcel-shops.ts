// @ts-nocheck
import { carrierNames, carriers, type Carrier } from '../addresses/carriers'
import type { OpeningHours, Weekday } from '../data/stores'
import { createRandom } from '../commerce/catalog/prng'

interface ParcelShop {
  id: string
  carrier: Carrier
  carrierName: string
  name: string
  address: { streetName: string; streetNumber: string; postalCode: string; city: string; country: 'CZ' }
  geo: { lat: number; lng: number }
  openingHours: Record<Weekday, OpeningHours | null>
}

type Town = readonly [city: string, postalCode: string, lat: number, lng: number, streets: readonly string[]]

/** Town centres the points are scattered around (postal codes from the address service's table). */
const towns: readonly Town[] = [
  ['Praha', '110 00', 50.0875, 14.4213, ['Vodičkova', 'Spálená', 'Národní', 'Karlova', 'Dlouhá']],
  ['Praha', '130 00', 50.0833, 14.453, ['Seifertova', 'Táboritská', 'Koněvova', 'Husitská']],
  ['Praha', '160 00', 50.1003, 14.393, ['Dejvická', 'Bubenečská', 'Jugoslávských partyzánů', 'Evropská']],
  ['Brno', '602 00', 49.1951, 16.6068, ['Masarykova', 'Kobližná', 'Údolní', 'Veveří', 'Husova']],
  ['Ostrava', '702 00', 49.8347, 18.282, ['Nádražní', 'Stodolní', 'Českobratrská', '28. října']],
  ['Plzeň', '301 00', 49.7475, 13.3776, ['Americká', 'Prešovská', 'Klatovská', 'Solní']],
  ['Olomouc', '779 00', 49.5938, 17.2509, ['Třída Svobody', 'Pavelčákova', 'Riegrova', 'Palackého']],
  ['Liberec', '460 01', 50.7663, 15.0543, ['Pražská', 'Moskevská', 'Jablonecká', 'Husova']],
  ['České Budějovice', '370 01', 48.9745, 14.4743, ['Lannova třída', 'Krajinská', 'Hroznová', 'Kněžská']],
  [
    'Hradec Králové',
    '500 02',
    50.2092,
    15.8328,
    ['Gočárova třída', 'Baťkovo náměstí', 'Tylovo nábřeží', 'Dukelská třída'],
  ],
  ['Pardubice', '530 02', 50.0343, 15.7812, ['Třída Míru', 'Palackého', 'Sladkovského', 'Smilova']],
  ['Zlín', '760 01', 49.2265, 17.6707, ['Třída Tomáše Bati', 'Štefánikova', 'Kvítková', 'Dlouhá']],
  ['Jihlava', '586 01', 49.3961, 15.5912, ['Masarykovo náměstí', 'Husova', 'Žižkova', 'Brněnská']],
  ['Karlovy Vary', '360 01', 50.2319, 12.871, ['T. G. Masaryka', 'Zeyerova', 'Bělehradská', 'Sokolovská']],
  ['Ústí nad Labem', '400 01', 50.6607, 14.0323, ['Mírové náměstí', 'Hrnčířská', 'Pařížská', 'Velká Hradební']],
]

const hosts = [
  'Trafika U Nádraží',
  'Potraviny Na Rohu',
  'Papírnictví Tužka',
  'Drogerie Kvítek',
  'Květinářství Iris',
  'Kavárna Mlýnek',
  'Železářství Hřebík',
  'Večerka Dobrá',
]

const day = (open: string, close: string): OpeningHours => ({ open, close })
const hoursPatterns: readonly Record<Weekday, OpeningHours | null>[] = [
  week(day('08:00', '19:00'), day('08:00', '12:00'), null),
  week(day('07:00', '20:00'), day('08:00', '18:00'), day('09:00', '17:00')),
  week(day('09:00', '18:00'), null, null),
  week(day('06:00', '22:00'), day('06:00', '22:00'), day('06:00', '22:00')),
]

function week(workday: OpeningHours, saturday: OpeningHours | null, sunday: OpeningHours | null) {
  return { monday: workday, tuesday: workday, wednesday: workday, thursday: workday, friday: workday, saturday, sunday }
}

const round = (value: number) => Math.round(value * 1e5) / 1e5

/** 60 pickup points: one per carrier in each of 15 town districts, scattered within ~3 km of the centre. */
export const parcelShops: readonly ParcelShop[] = buildParcelShops()

export function buildParcelShops(): ParcelShop[] {
  const { next: random } = createRandom(20_240_611)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  return towns.flatMap(([city, postalCode, lat, lng, streets], townIndex) =>
    carriers.map((carrier, carrierIndex): ParcelShop => {
      const host = pick(hosts)
      return {
        id: `${carrier}-${String(townIndex * carriers.length + carrierIndex + 1).padStart(4, '0')}`,
        carrier,
        carrierName: carrierNames[carrier],
        name: carrier === 'balikovna' && random() < 0.5 ? `Balíkovna ${city}` : host,
        address: {
          streetName: pick(streets),
          streetNumber: String(1 + Math.floor(random() * 180)),
          postalCode,
          city,
          country: 'CZ',
        },
        geo: { lat: round(lat + (random() - 0.5) * 0.05), lng: round(lng + (random() - 0.5) * 0.08) },
        openingHours: pick(hoursPatterns),
      }
    }),
  )
}
