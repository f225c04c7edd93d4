import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import type { TestServer } from '../../support/server'

/**
 * The official v5 client pointed at the local search service of a test server, with time for a busy
 * machine (Algolia's defaults, 2 s to connect and 5 s to read, are the real service's).
 */
export function searchClient(server: TestServer, apiKey = 'kestrel-local', appId = 'KESTREL'): Algoliasearch {
  const url = `${server.origin.replace(/^http:\/\//, '')}/platform/search`
  return algoliasearch(appId, apiKey, {
    hosts: [{ url, protocol: 'http', accept: 'readWrite' }],
    timeouts: { connect: 10_000, read: 30_000, write: 30_000 },
  })
}

const product = (
  objectID: string,
  name: string,
  fields: {
    division: string
    collectionType: string
    collectionClass: string
    dominantColor: string
    price: number
    listPrice?: number
    createdAt: number
    sizes: string[]
  },
) => {
  const listPrice = fields.listPrice ?? fields.price
  const discountPercentage = Math.round(((listPrice - fields.price) / listPrice) * 100)
  return {
    objectID,
    articleNumber: objectID.split('-')[0],
    colorCode: objectID.split('-')[1],
    name,
    division: fields.division,
    collectionType: fields.collectionType,
    collectionClass: fields.collectionClass,
    dominantColor: fields.dominantColor,
    price: fields.price,
    listPrice,
    hasDiscount: discountPercentage > 0,
    discountPercentage,
    createdAt: fields.createdAt,
    sizes: { EU: fields.sizes },
    image: { url: `/img/${objectID}.svg`, label: name },
    images: [`/img/${objectID}.svg`],
    productColors: [{ priceRaw: fields.price, listPriceRaw: listPrice, image: `/img/${objectID}.svg` }],
  }
}

/** A small catalog with known words, prices and dates, so every expectation can be counted by hand. */
export const fixtureProducts = [
  product('1001-01', 'Leather Sneaker Nova', {
    division: 'Women',
    collectionType: 'Sneakers',
    collectionClass: 'AW25',
    dominantColor: 'White',
    price: 2490,
    createdAt: 1700000100,
    sizes: ['37', '38', '39'],
  }),
  product('1001-02', 'Leather Sneaker Nova', {
    division: 'Women',
    collectionType: 'Sneakers',
    collectionClass: 'AW25',
    dominantColor: 'Black',
    price: 1990,
    listPrice: 2490,
    createdAt: 1700000200,
    sizes: ['38', '40'],
  }),
  product('1002-01', 'Sneakers Runner Pro', {
    division: 'Men',
    collectionType: 'Sneakers',
    collectionClass: 'SS25',
    dominantColor: 'Blue',
    price: 2990,
    createdAt: 1700000300,
    sizes: ['42', '43'],
  }),
  product('1003-01', 'Chelsea Boot Classic', {
    division: 'Men',
    collectionType: 'Boots',
    collectionClass: 'AW25',
    dominantColor: 'Brown',
    price: 3990,
    listPrice: 4990,
    createdAt: 1700000400,
    sizes: ['41', '42', '44'],
  }),
  product('1004-01', 'Winter Boot Černá', {
    division: 'Women',
    collectionType: 'Boots',
    collectionClass: 'AW25',
    dominantColor: 'Black',
    price: 3490,
    createdAt: 1700000500,
    sizes: ['38', '39'],
  }),
  product('1005-01', 'Ballerina Flat Rosa', {
    division: 'Women',
    collectionType: 'Ballerinas',
    collectionClass: 'SS25',
    dominantColor: 'Pink',
    price: 1290,
    listPrice: 1990,
    createdAt: 1700000600,
    sizes: ['36', '37'],
  }),
  product('1006-01', 'Golf Shoe Spikeless', {
    division: 'Men',
    collectionType: 'Golf',
    collectionClass: 'SS25',
    dominantColor: 'White',
    price: 3290,
    createdAt: 1700000700,
    sizes: ['42'],
  }),
  product('1007-01', 'Kids Sandal Sunny', {
    division: 'Kids',
    collectionType: 'Sandals',
    collectionClass: 'SS25',
    dominantColor: 'Yellow',
    price: 890,
    createdAt: 1700000800,
    sizes: ['28', '29'],
  }),
  product('1008-01', 'Leather Belt Heritage', {
    division: 'Accessories',
    collectionType: 'Belts',
    collectionClass: 'AW25',
    dominantColor: 'Brown',
    price: 990,
    createdAt: 1700000900,
    sizes: [],
  }),
  product('1009-01', 'Shoe Cream Neutral', {
    division: 'Care',
    collectionType: 'Care',
    collectionClass: 'AW25',
    dominantColor: 'Neutral',
    price: 190,
    createdAt: 1700001000,
    sizes: [],
  }),
]

export const fixtureSettings = {
  searchableAttributes: [
    'name',
    'articleNumber',
    'unordered(collectionType)',
    'unordered(dominantColor)',
    'unordered(division)',
  ],
  attributesForFaceting: [
    'searchable(division)',
    'collectionType',
    'collectionClass',
    'dominantColor',
    'sizes.EU',
    'price',
    'hasDiscount',
    'discountPercentage',
    'filterOnly(articleNumber)',
  ],
  customRanking: ['desc(createdAt)'],
  replicas: [
    'test_products_price_asc',
    'test_products_price_desc',
    'virtual(test_products_newest)',
    'test_products_discount_desc',
  ],
}

export const replicaRankings: Record<string, string[]> = {
  test_products_price_asc: [
    'asc(price)',
    'typo',
    'geo',
    'words',
    'filters',
    'proximity',
    'attribute',
    'exact',
    'custom',
  ],
  test_products_price_desc: [
    'desc(price)',
    'typo',
    'geo',
    'words',
    'filters',
    'proximity',
    'attribute',
    'exact',
    'custom',
  ],
  test_products_discount_desc: [
    'desc(discountPercentage)',
    'typo',
    'geo',
    'words',
    'filters',
    'proximity',
    'attribute',
    'exact',
    'custom',
  ],
}

/** Creates `test_products` (with its sort replicas) through the official client and the admin key. */
export async function indexFixtures(admin: Algoliasearch): Promise<void> {
  const settings = await admin.setSettings({ indexName: 'test_products', indexSettings: fixtureSettings })
  await admin.waitForTask({ indexName: 'test_products', taskID: settings.taskID })
  for (const [indexName, ranking] of Object.entries(replicaRankings)) {
    await admin.setSettings({ indexName, indexSettings: { ranking } })
  }
  await admin.setSettings({ indexName: 'test_products_newest', indexSettings: { customRanking: ['desc(createdAt)'] } })
  await admin.saveObjects({ indexName: 'test_products', objects: fixtureProducts, waitForTasks: true })
}
