// @ts-nocheck
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSeeder } from '../../server/api/content/content.seed'
import { customerNumberFrom } from '../../server/platform/addresses/customer-number'
import { fixtureSeeder } from '../../server/platform/commerce/testing/fixture'
import { decodeCode128Svg } from '../support/code128'
import { api, graphql, guest, signIn, type Shopper } from '../security/shopper'
import { startTestServer, type TestServer } from '../support/server'

/**
 * The signed-in customer's Kestrel Club over the shop's API: their tier, balance, points to the next
 * tier and next expiry, and their balance history page by page; a customer outside the club is told
 * so, a guest and nobody are refused, and with the market's loyalty switch off nothing is found.
 */
let server: TestServer
const MEMBER = { customer_number: customerNumberFrom(26_009_902), email: 'jana@example.cz' }
const DAY = 86_400_000
let jana: Shopper
let mallory: Shopper

const club = (cookie: string | undefined, path = '') =>
  api(server.origin, `/api/loyalty${path}`, { method: 'GET', cookie })
const setSwitch = (on: boolean) =>
  sql`UPDATE content_entries SET document = jsonb_set(document::jsonb, '{marketFeatures,isMarketWithLoyalty}', ${JSON.stringify(on)}::jsonb)
    WHERE key = 'site-settings'`.execute(server.database.db)

beforeAll(async () => {
  server = await startTestServer({ seeders: [contentSeeder, fixtureSeeder] })
  const db = server.database.db
  await sql`INSERT INTO loyalty_members (customer_number, email, first_name, last_name, enrolled_at)
    VALUES (${MEMBER.customer_number}, ${MEMBER.email}, 'Jana', 'Nováková', now() - interval '400 days')`.execute(db)
  // 23 entries: an opening balance, 20 orders of 60 points (the oldest expiring first), a return and an expiry.
  const now = Date.now()
  const rows: Array<[string, string, number, string | null, Date, Date | null]> = [
    ['Balance', 'b', 100, null, new Date(now - 390 * DAY), null],
  ]
  for (let index = 0; index < 20; index++) {
    const at = new Date(now - (300 - index * 10) * DAY)
    rows.push(['Earn', `e${index}`, 60, `KCZ${String(1000 + index)}`, at, new Date(at.getTime() + 365 * DAY)])
  }
  rows.push(['Return', 'r', -20, 'KCZ1003', new Date(now - 5 * DAY), null])
  rows.push(['Expire', 'x', -30, null, new Date(now - 2 * DAY), null])
  for (const [type, id, points, orderNumber, at, expires] of rows)
    await sql`INSERT INTO loyalty_transactions (id, customer_number, type, points, description, order_number, created_at, expires_at)
      VALUES (${`t-${id}`}, ${MEMBER.customer_number}, ${type}, ${points}, ${type}, ${orderNumber}, ${at}, ${expires})`.execute(
      db,
    )
  const signUp = await guest(server.origin)
  await graphql(
    server.origin,
    signUp.token,
    'mutation ($draft: CustomerSignMeUpDraft!) { customerSignMeUp(draft: $draft) { customer { id } } }',
    { draft: { email: 'mallory@example.com', password: 'Mallory-pass-1', firstName: 'Mallory' } },
  )
  jana = await signIn(server.origin, { email: MEMBER.email, password: 'heslo123' })
  mallory = await signIn(server.origin, { email: 'mallory@example.com', password: 'Mallory-pass-1' })
})
afterAll(() => server.close())

describe('the Kestrel Club of the signed-in customer', () => {
  it('shows a member their tier, balance, points to the next tier and the points that expire next', async () => {
    const answer = await club(jana.cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    // Tier points: 20 × 60 earned − 20 returned = 1 180 (Silver from 1 000, Gold from 2 500); the balance
    // also counts the opening 100 and the 30 that lapsed.
    expect(answer.json.data).toEqual({
      tiers: [
        { name: 'Bronze', threshold: 0 },
        { name: 'Silver', threshold: 1000 },
        { name: 'Gold', threshold: 2500 },
      ],
      member: {
        customerNumber: MEMBER.customer_number,
        firstName: 'Jana',
        lastName: 'Nováková',
        balance: 100 + 1200 - 20 - 30,
        tierPoints: 1180,
        tier: 'Silver',
        nextTier: { name: 'Gold', pointsNeeded: 1320 },
        nextExpiry: { date: expect.any(String), points: 60 },
      },
    })
    const expiry = Date.parse((answer.json.data as { member: { nextExpiry: { date: string } } }).member.nextExpiry.date)
    expect(Math.round((expiry - Date.now()) / DAY)).toBe(65)
  })

  it('pages the member’s balance history newest first, each entry with its date, order and points', async () => {
    const first = await club(jana.cookie, '/history')
    expect(first.status).toBe(200)
    const page1 = first.json.data as {
      page: number
      totalPages: number
      total: number
      entries: Array<{ type: string; points: number; orderNumber: string | null; date: string }>
    }
    expect(page1).toMatchObject({ page: 1, totalPages: 3, total: 23 })
    expect(page1.entries).toHaveLength(10)
    expect(page1.entries.slice(0, 3)).toEqual([
      expect.objectContaining({ type: 'Expire', points: -30, orderNumber: null }),
      expect.objectContaining({ type: 'Return', points: -20, orderNumber: 'KCZ1003' }),
      expect.objectContaining({ type: 'Earn', points: 60, orderNumber: 'KCZ1019' }),
    ])
    const last = (await club(jana.cookie, '/history?page=3')).json.data as typeof page1
    expect(last.entries.map((entry) => entry.type)).toEqual(['Earn', 'Earn', 'Balance'])
    const dates = [...page1.entries, ...last.entries].map((entry) => entry.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('draws the member’s pass code, which scans back to their member number', async () => {
    const response = await fetch(`${server.origin}/api/loyalty/pass.svg`, { headers: { cookie: jana.cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(decodeCode128Svg(await response.text())).toBe(MEMBER.customer_number)
    for (const cookie of [mallory.cookie, undefined]) {
      const refused = await fetch(`${server.origin}/api/loyalty/pass.svg`, { headers: cookie ? { cookie } : {} })
      expect(refused.status).toBe(cookie ? 404 : 401)
      expect(await refused.text()).not.toContain('<svg')
    }
  })

  it('tells a customer outside the club that they are not a member, and shows them no one else’s history', async () => {
    const answer = await club(mallory.cookie)
    expect(answer.status).toBe(200)
    expect((answer.json.data as { member: unknown }).member).toBeNull()
    const history = await club(mallory.cookie, '/history')
    expect(history.status).toBe(404)
    expect(JSON.stringify(history.json)).not.toContain('KCZ10')
  })

  it('lets a signed-in customer join with the club’s terms accepted, once, recording the loyalty consent', async () => {
    const signUp = await guest(server.origin)
    await graphql(
      server.origin,
      signUp.token,
      'mutation ($draft: CustomerSignMeUpDraft!) { customerSignMeUp(draft: $draft) { customer { id } } }',
      { draft: { email: 'petra@example.com', password: 'Petra-pass-1', firstName: 'Petra', lastName: 'Malá' } },
    )
    const petra = await signIn(server.origin, { email: 'petra@example.com', password: 'Petra-pass-1' })
    const join = (body: unknown, cookie: string | null = petra.cookie) =>
      api(server.origin, '/api/loyalty/join', { cookie: cookie ?? undefined, body })
    for (const body of [{}, { loyaltyConsent: false }, { loyaltyConsent: 'yes' }, { loyaltyConsent: true, extra: 1 }]) {
      const refused = await join(body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json.error).toEqual(expect.any(String))
    }
    expect((await club(petra.cookie)).json.data).toMatchObject({ member: null })
    expect((await join({ loyaltyConsent: true }, null)).status).toBe(401)
    expect((await join({ loyaltyConsent: true }, (await guest(server.origin)).cookie)).status).toBe(403)

    const joined = await Promise.all([join({ loyaltyConsent: true }), join({ loyaltyConsent: true })])
    expect(joined.map((answer) => answer.status)).toEqual([200, 200])
    const member = (joined[0]!.json.data as { member: { customerNumber: string } }).member
    expect(member).toMatchObject({ firstName: 'Petra', lastName: 'Malá', balance: 0, tier: 'Bronze' })
    expect((joined[1]!.json.data as { member: { customerNumber: string } }).member.customerNumber).toBe(
      member.customerNumber,
    )
    expect((await club(petra.cookie)).json.data).toMatchObject({ member: { customerNumber: member.customerNumber } })
    const consents = await sql<{ consent_type: number }>`SELECT consent_type FROM api_customer_consents
      WHERE customer_id = ${petra.customerId}`.execute(server.database.db)
    expect(consents.rows.map((row) => row.consent_type)).toEqual([4])
  })

  it('refuses a guest (403) and nobody (401)', async () => {
    expect((await club((await guest(server.origin)).cookie)).status).toBe(403)
    expect((await club(undefined)).status).toBe(401)
    expect((await club(undefined, '/history')).status).toBe(401)
  })

  it('answers bad input with 400 and a message', async () => {
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?page=2&perPage=100']) {
      const answer = await club(jana.cookie, `/history${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.json.error).toEqual(expect.any(String))
    }
  })

  it('is not found while the market’s loyalty switch is off, for members too', async () => {
    await setSwitch(false)
    try {
      for (const path of ['', '/history', '/pass.svg']) {
        expect((await club(jana.cookie, path)).status).toBe(404)
        expect((await club(mallory.cookie, path)).status).toBe(404)
      }
    } finally {
      await setSwitch(true)
    }
    expect((await club(jana.cookie)).status).toBe(200)
  })
})
