import type { Algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/server'
import { searchClient } from './fixtures'

/** Czech product records in two colours each: what morphology, synonyms, distinct and rules work on. */
const records = [
  { objectID: '1-black', articleNumber: '1', name: 'Dámské kožené tenisky Nova', colorName: 'černá', createdAt: 5 },
  { objectID: '1-white', articleNumber: '1', name: 'Dámské kožené tenisky Nova', colorName: 'bílá', createdAt: 4 },
  { objectID: '2-brown', articleNumber: '2', name: 'Pánské kotníkové boty Ridge', colorName: 'hnědá', createdAt: 3 },
  { objectID: '2-black', articleNumber: '2', name: 'Pánské kotníkové boty Ridge', colorName: 'černá', createdAt: 2 },
  { objectID: '3-red', articleNumber: '3', name: 'Dámská kabelka Isla', colorName: 'červená', createdAt: 1 },
]
const indexName = 'morphology_products'

let server: TestServer
let admin: Algoliasearch
let client: Algoliasearch

beforeAll(async () => {
  server = await startTestServer()
  admin = searchClient(server, 'kestrel-local-admin')
  client = searchClient(server)
  await admin.setSettings({
    indexName,
    indexSettings: {
      searchableAttributes: ['name', 'colorName'],
      customRanking: ['desc(createdAt)'],
      indexLanguages: ['cs'],
      attributeForDistinct: 'articleNumber',
    },
  })
  await admin.saveObjects({ indexName, objects: records, waitForTasks: true })
})
afterAll(() => server.close())

const ids = async (query: string, extra: Record<string, unknown> = {}) =>
  (await client.searchSingleIndex({ indexName, searchParams: { query, ...extra } })).hits.map((hit) => hit.objectID)

describe('Czech word forms', () => {
  it('match their base forms, with or without diacritics', async () => {
    expect(await ids('tenisek')).toEqual(['1-black', '1-white'])
    expect(await ids('cerne tenisky')).toEqual(['1-black'])
    expect(await ids('černých bot')).toEqual(['2-black'])
    expect(await ids('kabelku')).toEqual(['3-red'])
  })
})

describe('synonyms through the official client', () => {
  it('saves, finds, reads and deletes two-way and one-way synonyms, and the search uses them', async () => {
    expect(await ids('botasky')).toEqual([])
    await admin.saveSynonyms({
      indexName,
      synonymHit: [
        { objectID: 'sneakers', type: 'synonym', synonyms: ['tenisky', 'botasky'] },
        { objectID: 'boots', type: 'onewaysynonym', input: 'kozačky', synonyms: ['kotníkové boty'] },
      ],
    })
    expect(await ids('botasky')).toEqual(['1-black', '1-white'])
    expect(await ids('botasek')).toEqual(['1-black', '1-white'])
    expect(await ids('kozačky')).toEqual(['2-brown', '2-black'])
    // one way: the boots do not find "kozačky"
    await admin.saveObjects({
      indexName,
      objects: [{ objectID: '9', articleNumber: '9', name: 'Kozačky Vela', colorName: 'hnědá', createdAt: 0 }],
      waitForTasks: true,
    })
    expect(await ids('kotníkové boty')).toEqual(['2-brown', '2-black'])
    expect(await ids('kozačky')).toEqual(['9', '2-brown', '2-black'])

    expect(await admin.getSynonym({ indexName, objectID: 'boots' })).toMatchObject({ input: 'kozačky' })
    const found = await admin.searchSynonyms({ indexName, searchSynonymsParams: { query: 'botasky' } })
    expect(found.hits.map((hit) => hit.objectID)).toEqual(['sneakers'])
    const oneWay = await admin.searchSynonyms({ indexName, searchSynonymsParams: { type: 'onewaysynonym' } })
    expect(oneWay.nbHits).toBe(1)

    await admin.saveSynonym({
      indexName,
      objectID: 'bags',
      synonymHit: { objectID: 'bags', type: 'synonym', synonyms: ['kabelka', 'taška'] },
    })
    expect(await ids('taška')).toEqual(['3-red'])
    await admin.deleteSynonym({ indexName, objectID: 'bags' })
    expect(await ids('taška')).toEqual([])
    await admin.clearSynonyms({ indexName })
    expect(await ids('botasky')).toEqual([])
    await admin.deleteObject({ indexName, objectID: '9' })
  })

  it('keeps synonyms out of the settings and refuses them to the search key', async () => {
    const settings = await admin.getSettings({ indexName })
    expect(settings).not.toHaveProperty('synonyms')
    await expect(
      client.saveSynonym({
        indexName,
        objectID: 'x',
        synonymHit: { objectID: 'x', type: 'synonym', synonyms: ['a', 'b'] },
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('distinct through the official client', () => {
  it('answers one record (or N) per attributeForDistinct value when asked', async () => {
    expect(await ids('')).toHaveLength(5)
    const distinct = await client.searchSingleIndex({ indexName, searchParams: { query: '', distinct: true } })
    expect(distinct.hits.map((hit) => hit.objectID)).toEqual(['1-black', '2-brown', '3-red'])
    expect(distinct.nbHits).toBe(3)
    expect(await ids('tenisky', { distinct: 1 })).toEqual(['1-black'])
    expect(await ids('', { distinct: 2 })).toHaveLength(5)
  })
})

describe('query rules through the official client', () => {
  it('pins a product, redirects a query, and is saved, read, searched and deleted', async () => {
    await admin.saveRule({
      indexName,
      objectID: 'pin-white',
      rule: {
        objectID: 'pin-white',
        conditions: [{ pattern: 'tenisky', anchoring: 'contains' }],
        consequence: { promote: [{ objectID: '1-white', position: 0 }] },
      },
    })
    await admin.saveRules({
      indexName,
      rules: [
        {
          objectID: 'sale',
          conditions: [{ pattern: 'výprodej', anchoring: 'is', alternatives: true }],
          consequence: {
            params: { renderingContent: { redirect: { url: '/sale' } } },
            userData: { redirect: '/sale' },
          },
        },
      ],
    })
    const pinned = await client.searchSingleIndex({ indexName, searchParams: { query: 'kožené tenisky' } })
    expect(pinned.hits.map((hit) => hit.objectID)).toEqual(['1-white', '1-black'])
    expect(pinned.appliedRules).toEqual([{ objectID: 'pin-white' }])

    for (const query of ['výprodej', 'vyprodej', 'výprodeje']) {
      const redirected = await client.searchSingleIndex({ indexName, searchParams: { query } })
      expect(redirected.renderingContent).toEqual({ redirect: { url: '/sale' } })
      expect(redirected.userData).toEqual([{ redirect: '/sale' }])
    }
    const other = await client.searchSingleIndex({ indexName, searchParams: { query: 'výprodej bot' } })
    expect(other.renderingContent).toEqual({})
    const off = await client.searchSingleIndex({ indexName, searchParams: { query: 'tenisky', enableRules: false } })
    expect(off.hits.map((hit) => hit.objectID)).toEqual(['1-black', '1-white'])

    expect(await admin.getRule({ indexName, objectID: 'sale' })).toMatchObject({ objectID: 'sale' })
    const found = await admin.searchRules({ indexName, searchRulesParams: { query: 'sale' } })
    expect(found.hits.map((hit) => hit.objectID)).toEqual(['sale'])
    await admin.deleteRule({ indexName, objectID: 'pin-white' })
    expect(await ids('kožené tenisky')).toEqual(['1-black', '1-white'])
    await admin.clearRules({ indexName })
    expect((await admin.searchRules({ indexName, searchRulesParams: {} })).nbHits).toBe(0)
    await expect(admin.getRule({ indexName, objectID: 'sale' })).rejects.toMatchObject({ status: 404 })
  })

  it('refuses a rule the protocol does not know', async () => {
    await expect(
      admin.saveRule({
        indexName,
        objectID: 'bad',
        rule: { objectID: 'bad', conditions: [{ pattern: 'x', anchoring: 'around' as never }], consequence: {} },
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
