import type { Locale } from '@common/market'
import type { Seeder } from '../../db/seed'

/** Site settings per locale (spec 3.22); editors change them in the database. */
const siteSettings: Record<Locale, Record<string, unknown>> = {
  'cs-CZ': {
    uspBanner: {
      messages: ['Doprava zdarma nad 1 500 Kč', 'Vrácení do 30 dnů zdarma', 'Vyzvednutí v prodejně do 2 hodin'],
    },
    home: {
      heading: 'Obuv a kožené zboží pro každý krok',
      intro: 'Ručně dokončené boty, tašky a doplňky z poctivé kůže. Vyberte si z nové kolekce podzim/zima.',
      tiles: [
        { label: 'Ženy', description: 'Tenisky, kozačky, lodičky a sandály.' },
        { label: 'Muži', description: 'Společenská obuv, tenisky a kotníkové boty.' },
        { label: 'Děti', description: 'Pohodlné boty pro první krůčky i do školy.' },
        { label: 'Golf', description: 'Golfová obuv s hroty i bez nich.' },
        { label: 'Outdoor', description: 'Voděodolné boty do terénu s GORE-TEX.' },
        { label: 'Tašky a doplňky', description: 'Kabelky, batohy, opasky a peněženky.' },
      ],
    },
  },
  en: {
    uspBanner: {
      messages: ['Free delivery over CZK 1,500', 'Free returns within 30 days', 'Collect in store within 2 hours'],
    },
    home: {
      heading: 'Shoes and leather goods for every step',
      intro: 'Hand-finished shoes, bags and accessories in honest leather. Discover the new autumn/winter collection.',
      tiles: [
        { label: 'Women', description: 'Sneakers, boots, heels and sandals.' },
        { label: 'Men', description: 'Formal shoes, sneakers and ankle boots.' },
        { label: 'Kids', description: 'Comfortable shoes from first steps to school.' },
        { label: 'Golf', description: 'Spiked and spikeless golf shoes.' },
        { label: 'Outdoor', description: 'Waterproof GORE-TEX shoes for the trail.' },
        { label: 'Bags and accessories', description: 'Handbags, backpacks, belts and wallets.' },
      ],
    },
  },
}

export const contentSeeder: Seeder = {
  name: 'content',
  async run(db) {
    for (const [locale, document] of Object.entries(siteSettings)) {
      await db
        .insertInto('content_entries')
        .values({ key: 'site-settings', locale, document: JSON.stringify(document) })
        .onConflict((conflict) => conflict.columns(['key', 'locale']).doUpdateSet({ document: JSON.stringify(document) }))
        .execute()
    }
  },
}
