// @ts-nocheck
import type { Locale } from '@common/market'
import type { z } from 'zod'
import type { contentLinkSchema, navigationSchema, navigationItemSchema } from '@common/content-schemas'

/** A text in both locales of the build. */
type T = readonly [cs: string, en: string]
type Link = z.infer<typeof contentLinkSchema>
type Item = z.infer<typeof navigationItemSchema>

const pick = (text: T, locale: Locale) => (locale === 'cs-CZ' ? text[0] : text[1])

/** Drawings of the image service, in the brand's leather tones. */
const drawing = (shape: string, primary: string, secondary: string) =>
  `/platform/images/catalog/${shape}/${primary}/${secondary}/1.svg`

const shoeTypes: Array<[slug: string, label: T]> = [
  ['sneakers', ['Tenisky', 'Sneakers']],
  ['sandals', ['Sandály', 'Sandals']],
  ['boots', ['Kotníkové boty', 'Boots']],
  ['formal', ['Společenská obuv', 'Formal shoes']],
  ['running', ['Běžecká obuv', 'Running shoes']],
  ['moccasins', ['Mokasíny', 'Moccasins']],
  ['slip-on', ['Nazouvací obuv', 'Slip-on shoes']],
  ['leisure', ['Volnočasová obuv', 'Leisure shoes']],
  ['slides', ['Pantofle', 'Slides']],
  ['golf', ['Golfová obuv', 'Golf shoes']],
  ['outdoor', ['Outdoorová obuv', 'Outdoor shoes']],
]
const womenOnlyTypes: Array<[string, T]> = [
  ['heels', ['Lodičky', 'Heels']],
  ['flats', ['Baleríny', 'Flats and ballerinas']],
]

interface ItemSpec {
  id: string
  label: T
  path: string
  columns: Array<{
    column: Item['linkCollections'][number]['column']
    title: T
    path?: string
    links: Array<[string, T]>
  }>
  thumbnails?: Array<{ label: T; path: string; image: string }>
  tiles?: Array<{ label: T; description: T; path: string; image: string }>
  fallbackImage?: { image: string; alt: T }
  bottomLinkLabel?: T
  isSale?: boolean
}

const occasions: Array<[string, T]> = [
  ['occasions/weddings-and-events', ['Svatby a společenské akce', 'Weddings and events']],
  ['occasions/walking', ['Chůze', 'Walking']],
  ['occasions/hiking', ['Turistika', 'Hiking']],
]
const featured: Array<[string, T]> = [
  ['featured/new-arrivals', ['Novinky', 'New arrivals']],
  ['featured/best-sellers', ['Nejprodávanější', 'Best sellers']],
  ['trending', ['Trendy', 'Trending']],
]
const accessories: Array<[string, T]> = [
  ['accessories/laces', ['Tkaničky', 'Laces']],
  ['accessories/socks', ['Ponožky', 'Socks']],
  ['accessories/belts', ['Opasky', 'Belts']],
  ['accessories/leather-care', ['Péče o kůži', 'Leather care']],
  ['care-products', ['Pečující výrobky', 'Care products']],
]
const bags: Array<[string, T]> = [
  ['handbags', ['Kabelky', 'Handbags']],
  ['crossbody', ['Crossbody kabelky', 'Crossbody bags']],
  ['backpacks', ['Batohy', 'Backpacks']],
  ['wallets', ['Peněženky', 'Wallets']],
  ['card-holders', ['Pouzdra na karty', 'Card holders']],
]

function department(id: 'women' | 'men', label: T, types: Array<[string, T]>, colours: [string, string]): ItemSpec {
  const [primary, secondary] = colours
  return {
    id,
    label,
    path: `/${id}`,
    columns: [
      {
        column: '1',
        title: ['Obuv', 'Shoes'],
        path: 'shoes',
        links: types.map(([slug, text]) => [`shoes/${slug}`, text]),
      },
      { column: '2', title: ['Výběr', 'Featured'], path: 'featured', links: featured },
      { column: '2', title: ['Příležitosti', 'Occasions'], path: 'occasions', links: occasions },
      {
        column: '3',
        title: ['Kolekce a technologie', 'Collections and technologies'],
        links: [
          ['collections', ['Kolekce', 'Collections']],
          ['iconic', ['Ikony', 'Icons']],
          ['technologies/gore-tex', ['GORE-TEX', 'GORE-TEX']],
          ['technologies/recycled', ['Recyklované materiály', 'Recycled materials']],
        ],
      },
      { column: '4', title: ['Tašky a doplňky', 'Bags and accessories'], path: 'bags-and-accessories', links: [] },
      { column: '4', title: ['Doplňky', 'Accessories'], path: 'accessories', links: accessories },
    ],
    thumbnails: [
      { label: ['Tenisky', 'Sneakers'], path: `/${id}/shoes/sneakers`, image: drawing('sneaker', primary, secondary) },
      { label: ['Kotníkové boty', 'Boots'], path: `/${id}/shoes/boots`, image: drawing('boot', primary, secondary) },
      {
        label: ['Společenská obuv', 'Formal shoes'],
        path: `/${id}/shoes/formal`,
        image: drawing('formal', primary, secondary),
      },
    ],
    tiles: [
      {
        label: ['Novinky podzim/zima', 'New for autumn/winter'],
        description: ['Objevte nové modely sezóny.', 'Discover the new models of the season.'],
        path: `/${id}/featured/new-arrivals`,
        image: drawing('boot', secondary, primary),
      },
    ],
    fallbackImage: { image: drawing('sneaker', primary, secondary), alt: label },
    bottomLinkLabel:
      id === 'women' ? ['Zobrazit vše pro ženy', 'Shop all women'] : ['Zobrazit vše pro muže', 'Shop all men'],
  }
}

const specs: ItemSpec[] = [
  department('women', ['Ženy', 'Women'], [...shoeTypes, ...womenOnlyTypes], ['7a3e2a', 'f4f2ef']),
  department('men', ['Muži', 'Men'], shoeTypes, ['3b2a20', 'd9d6d0']),
  {
    id: 'kids',
    label: ['Děti', 'Kids'],
    path: '/kids',
    columns: [
      {
        column: '1',
        title: ['Obuv', 'Shoes'],
        path: 'shoes',
        links: [
          ['shoes/sneakers', ['Tenisky', 'Sneakers']],
          ['shoes/sandals', ['Sandály', 'Sandals']],
          ['shoes/boots', ['Kotníkové boty', 'Boots']],
          ['shoes/outdoor', ['Outdoorová obuv', 'Outdoor shoes']],
        ],
      },
      {
        column: '2',
        title: ['Podle věku', 'By age'],
        links: [
          ['toddlers', ['Batolata', 'Toddlers']],
          ['older-kids', ['Starší děti', 'Older kids']],
        ],
      },
      {
        column: '2',
        title: ['Dívky a chlapci', 'Girls and boys'],
        links: [
          ['girls', ['Dívky', 'Girls']],
          ['boys', ['Chlapci', 'Boys']],
        ],
      },
      {
        column: '3',
        title: ['Výběr', 'Featured'],
        path: 'featured',
        links: [...featured, ['back-to-school', ['Zpět do školy', 'Back to school']]],
      },
      { column: '4', title: ['Doplňky', 'Accessories'], path: 'accessories', links: accessories.slice(0, 2) },
    ],
    thumbnails: [
      {
        label: ['Dětské tenisky', 'Kids’ sneakers'],
        path: '/kids/shoes/sneakers',
        image: drawing('kids', '2d5bd7', 'f4f2ef'),
      },
    ],
    tiles: [],
    fallbackImage: { image: drawing('kids', '33c1b8', 'ffffff'), alt: ['Děti', 'Kids'] },
    bottomLinkLabel: ['Zobrazit vše pro děti', 'Shop all kids'],
  },
  {
    id: 'outdoor',
    label: ['Outdoor', 'Outdoor'],
    path: '/outdoor',
    columns: [
      {
        column: '1',
        title: ['Pro koho', 'For'],
        links: [
          ['women', ['Ženy', 'Women']],
          ['men', ['Muži', 'Men']],
          ['kids', ['Děti', 'Kids']],
        ],
      },
      {
        column: '2',
        title: ['Typ', 'Type'],
        links: [
          ['hiking', ['Turistika', 'Hiking']],
          ['waterproof', ['Voděodolné', 'Waterproof']],
          ['gore-tex', ['GORE-TEX', 'GORE-TEX']],
        ],
      },
    ],
    thumbnails: [
      { label: ['GORE-TEX', 'GORE-TEX'], path: '/outdoor/gore-tex', image: drawing('outdoor', '1e6b3a', 'd9d6d0') },
    ],
    tiles: [],
    fallbackImage: { image: drawing('outdoor', '5c5c5c', 'f4f2ef'), alt: ['Outdoor', 'Outdoor'] },
    bottomLinkLabel: ['Zobrazit vše – outdoor', 'Shop all outdoor'],
  },
  {
    id: 'golf',
    label: ['Golf', 'Golf'],
    path: '/golf',
    columns: [
      {
        column: '1',
        title: ['Pro koho', 'For'],
        links: [
          ['men', ['Muži', 'Men']],
          ['women', ['Ženy', 'Women']],
        ],
      },
      {
        column: '2',
        title: ['Typ', 'Type'],
        links: [
          ['spiked', ['S hroty', 'Spiked']],
          ['spikeless', ['Bez hrotů', 'Spikeless']],
          ['wide-fit', ['Široký střih', 'Wide fit']],
          ['gore-tex', ['GORE-TEX', 'GORE-TEX']],
        ],
      },
      {
        column: '3',
        title: ['Barva a materiál', 'Colour and material'],
        links: [
          ['white', ['Bílé', 'White']],
          ['black', ['Černé', 'Black']],
          ['leather', ['Kožené', 'Leather']],
        ],
      },
      {
        column: '4',
        title: ['Ikony a kolekce', 'Icons and collections'],
        links: [
          ['iconic', ['Ikony', 'Icons']],
          ['collections', ['Kolekce', 'Collections']],
        ],
      },
    ],
    thumbnails: [{ label: ['Golfová obuv', 'Golf shoes'], path: '/golf', image: drawing('golf', 'ffffff', '1a1a1a') }],
    tiles: [],
    fallbackImage: { image: drawing('golf', 'ffffff', '2d5bd7'), alt: ['Golf', 'Golf'] },
    bottomLinkLabel: ['Zobrazit vše – golf', 'Shop all golf'],
  },
  {
    id: 'bags-and-accessories',
    label: ['Tašky a doplňky', 'Bags and accessories'],
    path: '/bags-and-accessories',
    columns: [
      { column: '1', title: ['Tašky', 'Bags'], links: bags },
      {
        column: '2',
        title: ['Doplňky', 'Accessories'],
        links: [
          ['belts', ['Opasky', 'Belts']],
          ['socks', ['Ponožky', 'Socks']],
          ['laces', ['Tkaničky', 'Laces']],
        ],
      },
    ],
    thumbnails: [
      {
        label: ['Kabelky', 'Handbags'],
        path: '/bags-and-accessories/handbags',
        image: drawing('bag', '7a3e2a', 'd9d6d0'),
      },
    ],
    tiles: [],
    fallbackImage: { image: drawing('backpack', '3b2a20', 'f4f2ef'), alt: ['Tašky a doplňky', 'Bags and accessories'] },
    bottomLinkLabel: ['Zobrazit všechny tašky a doplňky', 'Shop all bags and accessories'],
  },
  {
    id: 'sale',
    label: ['Výprodej', 'Sale'],
    path: '/sale',
    isSale: true,
    columns: [
      {
        column: '1',
        title: ['Výprodej', 'Sale'],
        links: [
          ['women', ['Ženy', 'Women']],
          ['men', ['Muži', 'Men']],
          ['kids', ['Děti', 'Kids']],
          ['outdoor', ['Outdoor', 'Outdoor']],
          ['bags', ['Tašky', 'Bags']],
        ],
      },
      {
        column: '2',
        title: ['Akce', 'Deals'],
        links: [
          ['deals', ['Akční nabídky', 'Deals']],
          ['eoss', ['Konec sezóny', 'End of season sale']],
          ['black-friday', ['Black Friday', 'Black Friday']],
          ['all', ['Vše ve výprodeji', 'All sale']],
        ],
      },
    ],
    thumbnails: [],
    tiles: [],
    bottomLinkLabel: ['Zobrazit celý výprodej', 'Shop the whole sale'],
  },
]

function toLink(path: string, label: T, locale: Locale, extra: Partial<Link> = {}): Link {
  return { label: pick(label, locale), href: path, ...extra }
}

function buildItem(spec: ItemSpec, locale: Locale): Item {
  return {
    id: spec.id,
    primaryLink: {
      label: pick(spec.label, locale),
      pageTypeId: spec.isSale ? 'promotion' : 'category',
      completeSlug: spec.path,
    },
    linkCollections: spec.columns.map((collection) => ({
      title: pick(collection.title, locale),
      ...(collection.path ? { titleLink: toLink(`${spec.path}/${collection.path}`, collection.title, locale) } : {}),
      links: collection.links.map(([path, label]) => toLink(`${spec.path}/${path}`, label, locale)),
      column: collection.column,
    })),
    thumbnailLinks: (spec.thumbnails ?? []).map((thumbnail) =>
      toLink(thumbnail.path, thumbnail.label, locale, { linkImage: { src: thumbnail.image, alt: '' } }),
    ),
    thumbnailLinksTiles: (spec.tiles ?? []).map((tile) =>
      toLink(tile.path, tile.label, locale, {
        description: pick(tile.description, locale),
        linkImage: { src: tile.image, alt: '' },
      }),
    ),
    fallbackImage: spec.fallbackImage
      ? { src: spec.fallbackImage.image, alt: pick(spec.fallbackImage.alt, locale) }
      : null,
    bottomLinkLabel: spec.bottomLinkLabel ? pick(spec.bottomLinkLabel, locale) : null,
    isSalesNavigationItem: spec.isSale ?? false,
  }
}

/** The main navigation of spec 2.3 and 3.23, per locale. */
export function navigationFor(locale: Locale): z.infer<typeof navigationSchema> {
  return { items: specs.map((spec) => buildItem(spec, locale)) }
}
