import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'

let server: TestServer
const url = (path: string) => `${server.origin}/platform/addresses${path}`
const post = (body: unknown) =>
  fetch(url('/validate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('postal-code lookup over HTTP', () => {
  it('answers a Czech PSČ with its town, district and region', async () => {
    const response = await fetch(url('/postal-codes/CZ/110%2000'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      country: 'CZ',
      postalCode: '110 00',
      city: 'Praha',
      district: 'Praha 1',
      region: { code: 'CZ-10', name: 'Hlavní město Praha' },
      geo: { lat: 50.087, lng: 14.421 },
    })
    expect((await (await fetch(url('/postal-codes/cz/60200'))).json()).city).toBe('Brno')
  })

  it('searches towns by name or code prefix', async () => {
    const byName = await (await fetch(url('/postal-codes/CZ?q=ceske'))).json()
    expect(byName.results.map((entry: { city: string }) => entry.city)).toEqual(['České Budějovice'])
    const byCode = await (await fetch(url('/postal-codes/CZ?q=46&limit=2'))).json()
    expect(byCode.results.map((entry: { postalCode: string }) => entry.postalCode)).toEqual(['460 01', '466 01'])
  })

  it('answers unknown codes with 404 and malformed input with 400', async () => {
    expect((await fetch(url('/postal-codes/CZ/999%2099'))).status).toBe(404)
    expect((await fetch(url('/postal-codes/SK/81101'))).status).toBe(404)
    const badCountry = await fetch(url('/postal-codes/XX/11000'))
    expect(badCountry.status).toBe(400)
    expect((await badCountry.json()).error).toMatch(/no such country/)
    const badZip = await fetch(url('/postal-codes/CZ/1100'))
    expect(badZip.status).toBe(400)
    expect((await badZip.json()).error).toMatch(/five digits/)
    expect((await fetch(url('/postal-codes/CZ?q='))).status).toBe(400)
  })
})

describe('address validation over HTTP', () => {
  it('accepts a good address and reports each broken rule with its field', async () => {
    const good = await post({
      country: 'CZ',
      firstName: 'Petr',
      lastName: 'Svoboda',
      streetName: 'Polská 1',
      postalCode: '779 00',
      city: 'Olomouc',
    })
    expect(good.status).toBe(200)
    expect(await good.json()).toEqual({ valid: true, errors: [] })
    const bad = await (
      await post({
        addressType: 'billing',
        country: 'CZ',
        firstName: 'P3tr',
        streetName: 'P.O. Box 5',
        city: 'Olomouc',
        carrier: 'dpd',
      })
    ).json()
    expect(bad.valid).toBe(false)
    expect(bad.errors).toEqual([
      { field: 'lastName', code: 'required' },
      { field: 'postalCode', code: 'required' },
      { field: 'email', code: 'required' },
      { field: 'firstName', code: 'not_alphabetic' },
      { field: 'streetName', code: 'po_box' },
    ])
    expect(bad.suggestion).toMatchObject({ postalCode: '772 00', city: 'Olomouc', changedFields: ['postalCode'] })
  })

  it('suggests a correction for a near-miss address', async () => {
    const result = await (
      await post({ country: 'CZ', streetName: 'Na Příkopě 22', postalCode: '11000', city: 'Praga' })
    ).json()
    expect(result.suggestion).toEqual({
      streetName: 'Na Příkopě 22',
      postalCode: '110 00',
      city: 'Praha',
      region: 'CZ-10',
      country: 'CZ',
      changedFields: ['postalCode', 'city'],
    })
  })

  it('answers a malformed body with 400 and a message', async () => {
    const wrongType = await post({ country: 42, carrier: 'pigeon' })
    expect(wrongType.status).toBe(400)
    expect((await wrongType.json()).error).toMatch(/carrier: .*country: /s)
    const notJson = await fetch(url('/validate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
  })
})
