/**
 * Kestrel's Czech stores: the click-and-collect supply channels of the commerce platform,
 * the `prod_Stores` search index and the store locator all read this one list.
 */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'

export interface OpeningHours {
  open: string
  close: string
}

/** What a store offers besides selling: every store hands out click-and-collect orders; some let shoppers try and buy. */
export type StoreService = 'clickAndCollect' | 'tryAndBuy'

export interface StoreRecord {
  /** Also the supply channel key on the commerce platform. */
  key: string
  name: string
  address: { streetName: string; streetNumber: string; postalCode: string; city: string; country: 'CZ' }
  geo: { lat: number; lng: number }
  phone: string
  email: string
  openingHours: Record<Weekday, OpeningHours | null>
  services: readonly StoreService[]
}

/** The flagship stores with fitting space for try and buy (order several sizes, pay only for what fits). */
const TRY_AND_BUY = new Set(['CZ-PRG-PALLADIUM', 'CZ-PRG-CHODOV', 'CZ-BRN-VANKOVKA', 'CZ-OST-FORUM'])

const mall = (
  sunday: OpeningHours | null = { open: '10:00', close: '20:00' },
): Record<Weekday, OpeningHours | null> => ({
  monday: { open: '09:00', close: '21:00' },
  tuesday: { open: '09:00', close: '21:00' },
  wednesday: { open: '09:00', close: '21:00' },
  thursday: { open: '09:00', close: '21:00' },
  friday: { open: '09:00', close: '21:00' },
  saturday: { open: '09:00', close: '21:00' },
  sunday,
})

const highStreet: Record<Weekday, OpeningHours | null> = {
  monday: { open: '10:00', close: '19:00' },
  tuesday: { open: '10:00', close: '19:00' },
  wednesday: { open: '10:00', close: '19:00' },
  thursday: { open: '10:00', close: '19:00' },
  friday: { open: '10:00', close: '19:00' },
  saturday: { open: '10:00', close: '17:00' },
  sunday: null,
}

const store = (
  key: string,
  name: string,
  streetName: string,
  streetNumber: string,
  postalCode: string,
  city: string,
  lat: number,
  lng: number,
  openingHours: Record<Weekday, OpeningHours | null>,
  phoneSuffix: string,
): StoreRecord => ({
  key,
  name,
  address: { streetName, streetNumber, postalCode, city, country: 'CZ' },
  geo: { lat, lng },
  phone: `+420 222 ${phoneSuffix}`,
  email: `${key.toLowerCase()}@stores.kestrel.example`,
  openingHours,
  services: TRY_AND_BUY.has(key) ? ['clickAndCollect', 'tryAndBuy'] : ['clickAndCollect'],
})

export const czechStores: readonly StoreRecord[] = [
  store(
    'CZ-PRG-NA-PRIKOPE',
    'Kestrel Praha Na Příkopě',
    'Na Příkopě',
    '22',
    '11000',
    'Praha 1',
    50.0855,
    14.4253,
    highStreet,
    '100 101',
  ),
  store(
    'CZ-PRG-PALLADIUM',
    'Kestrel Praha Palladium',
    'náměstí Republiky',
    '1078/1',
    '11000',
    'Praha 1',
    50.0893,
    14.4286,
    mall(),
    '100 102',
  ),
  store(
    'CZ-PRG-CHODOV',
    'Kestrel Praha Westfield Chodov',
    'Roztylská',
    '2321/19',
    '14800',
    'Praha 4',
    50.0316,
    14.4911,
    mall(),
    '100 103',
  ),
  store(
    'CZ-PRG-ANDEL',
    'Kestrel Praha Nový Smíchov',
    'Plzeňská',
    '8',
    '15000',
    'Praha 5',
    50.0716,
    14.4033,
    mall(),
    '100 104',
  ),
  store(
    'CZ-PRG-LETNANY',
    'Kestrel Praha Letňany',
    'Veselská',
    '663',
    '19900',
    'Praha 9',
    50.1268,
    14.5143,
    mall(),
    '100 105',
  ),
  store(
    'CZ-BRN-VANKOVKA',
    'Kestrel Brno Vaňkovka',
    'Ve Vaňkovce',
    '1',
    '60200',
    'Brno',
    49.188,
    16.6139,
    mall(),
    '100 106',
  ),
  store(
    'CZ-BRN-OLYMPIA',
    'Kestrel Brno Olympia',
    'U Dálnice',
    '777',
    '66442',
    'Modřice',
    49.142,
    16.6265,
    mall(),
    '100 107',
  ),
  store(
    'CZ-OST-FORUM',
    'Kestrel Ostrava Forum Nová Karolina',
    'Jantarová',
    '3344/4',
    '70200',
    'Ostrava',
    49.8303,
    18.2836,
    mall(),
    '100 108',
  ),
  store(
    'CZ-PLZ-PLAZA',
    'Kestrel Plzeň Plaza',
    'Radčická',
    '2861/2',
    '30100',
    'Plzeň',
    49.7479,
    13.3706,
    mall(),
    '100 109',
  ),
  store(
    'CZ-OLO-SHANGRI',
    'Kestrel Olomouc Šantovka',
    'Polská',
    '1201/1',
    '77900',
    'Olomouc',
    49.5915,
    17.2578,
    mall(),
    '100 110',
  ),
  store(
    'CZ-LBC-NISA',
    'Kestrel Liberec Nisa',
    'Sousedská',
    '600',
    '46001',
    'Liberec',
    50.7757,
    15.089,
    mall(null),
    '100 111',
  ),
  store(
    'CZ-CBU-IGY',
    'Kestrel České Budějovice IGY',
    'Pražská tř.',
    '1247/24',
    '37004',
    'České Budějovice',
    48.9827,
    14.4748,
    mall(),
    '100 112',
  ),
  store(
    'CZ-HKR-FUTURUM',
    'Kestrel Hradec Králové Futurum',
    'Brněnská',
    '1825/27',
    '50006',
    'Hradec Králové',
    50.1925,
    15.8463,
    mall(),
    '100 113',
  ),
]
