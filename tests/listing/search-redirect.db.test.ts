import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { searchSeeder } from '../../server/platform/search/search.seed'
import type { SearchClient } from '../../src/services/search/client'
import { testSearchClient } from '../support/search-catalog'
import { buildListingRequests, listingQueryFromSearch, parseListingResults } from '../../src/services/search/listing'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
let client: SearchClient

beforeAll(async () => {
  server = await startTestServer({ seeders: [fixtureSeeder, searchSeeder] })
  client = testSearchClient(server.origin)
})
afterAll(() => server.close())

const run = async (locale: 'cs-CZ' | 'en', q: string) => {
  const listing = listingQueryFromSearch({ locale, search: { q } })
  return parseListingResults(listing, await client.search(buildListingRequests(listing)))
}

describe('the seeded redirect rule, read by the shop’s search client', () => {
  it('sends "výprodej" (in any form, with or without diacritics) and "sale" to the sale listing', async () => {
    expect((await run('cs-CZ', 'výprodej')).redirect).toBe('/v%C3%BDprodej')
    expect((await run('cs-CZ', 'vyprodej')).redirect).toBe('/v%C3%BDprodej')
    expect((await run('en', 'sale')).redirect).toBe('/en/sale')
    expect((await run('cs-CZ', 'tenisky')).redirect).toBeUndefined()
  })
})

describe('a redirect the listing accepts', () => {
  const listing = listingQueryFromSearch({ locale: 'cs-CZ', search: { q: 'x' } })
  const answer = (url: string) =>
    parseListingResults(listing, [
      { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 24, renderingContent: { redirect: { url } } },
    ])
  it('is a path of this shop, never another site', () => {
    expect(answer('/sale').redirect).toBe('/sale')
    expect(answer('/výprodej?sort=priceAsc').redirect).toBe('/v%C3%BDprodej?sort=priceAsc')
    expect(answer('https://example.com/').redirect).toBeUndefined()
    expect(answer('//example.com/').redirect).toBeUndefined()
  })
})
