// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { LOCAL_LOYALTY_API_KEY } from './loyalty.config'
import { loyaltyMembers, loyaltySeeder } from './loyalty.seed'
import type { LoyaltyTables } from './loyalty.tables'

let server: TestServer
let members: ReturnType<typeof loyaltyMembers>
const request = async (
  path: string,
  body?: unknown,
  key: Record<string, string> = { 'x-api-key': LOCAL_LOYALTY_API_KEY },
) => {
  const response = await fetch(`${server.origin}/platform/loyalty${path}`, {
    headers: { ...key, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { method: 'POST', body: JSON.stringify(body) }),
  })
  return { status: response.status, body: await response.json() }
}

interface Transaction {
  type: string
  points: number
  createdAt: string
  orderNumber: string | null
}

beforeAll(async () => {
  server = await startTestServer({ seeders: [loyaltySeeder] })
  members = loyaltyMembers()
})
afterAll(() => server.close())

describe('loyalty over HTTP', () => {
  it('enrols the catalog’s demo customers', () => {
    expect(members.map((member) => member.email)).toEqual([
      'jana.novakova@example.com',
      'petr.svoboda@example.com',
      'eva.dvorakova@example.com',
    ])
  })

  it('finds a member by email with balance, tier, points to the next tier and expiry', async () => {
    const jana = (await request('/members?email=jana.novakova@example.com')).body
    const all = (await request(`/members/${jana.customerNumber}/transactions?perPage=100`)).body
      .transactions as Transaction[]
    expect(jana.balance).toBe(all.reduce((sum, entry) => sum + entry.points, 0))
    const returned = all.filter((entry) => entry.type === 'Return').reduce((sum, entry) => sum + entry.points, 0)
    const earned = all.filter((entry) => entry.type === 'Earn').reduce((sum, entry) => sum + entry.points, 0)
    expect(jana.tierPoints).toBe(earned + returned)
    const { tiers } = (await request('/tiers')).body as { tiers: { name: string; threshold: number }[] }
    expect(tiers.map((tier) => tier.name)).toEqual(['Bronze', 'Silver', 'Gold'])
    const expectedTier = [...tiers].reverse().find((tier) => jana.tierPoints >= tier.threshold)
    expect(jana.tier.name).toBe(expectedTier?.name)
    if (jana.nextTier) expect(jana.nextTier.pointsNeeded).toBe(jana.nextTier.threshold - jana.tierPoints)
    expect(new Set(all.map((entry) => entry.type))).toEqual(new Set(['Earn', 'Return', 'Expire', 'Balance']))
    const eva = (await request('/members?email=eva.dvorakova@example.com')).body
    expect(eva).toMatchObject({
      balance: 0,
      tier: { name: 'Bronze' },
      nextTier: { name: 'Silver', pointsNeeded: 1000 },
      nextExpiry: null,
    })
  })

  it('pages the history newest first and filters it by type', async () => {
    const number = members[0]?.customer_number
    const first = (await request(`/members/${number}/transactions?perPage=5`)).body
    const second = (await request(`/members/${number}/transactions?perPage=5&page=2`)).body
    expect(first.total).toBeGreaterThan(10)
    expect(first.totalPages).toBe(Math.ceil(first.total / 5))
    const dates = [...first.transactions, ...second.transactions].map((entry: Transaction) => entry.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const expired = (await request(`/members/${number}/transactions?type=Expire`)).body.transactions as Transaction[]
    expect(expired.length).toBeGreaterThan(0)
    expect(expired.every((entry) => entry.type === 'Expire' && entry.points < 0)).toBe(true)
  })

  it('records earned points with an expiry and refuses a return beyond the balance', async () => {
    const number = members[2]?.customer_number
    const earned = await request(`/members/${number}/transactions`, {
      type: 'Earn',
      points: 120,
      orderNumber: 'KE260009999',
    })
    expect(earned).toMatchObject({ status: 201, body: { type: 'Earn', points: 120, balance: 120 } })
    const summary = (await request(`/members/${number}`)).body
    expect(summary).toMatchObject({
      balance: 120,
      tierPoints: 120,
      nextTier: { pointsNeeded: 880 },
      nextExpiry: { points: 120 },
    })
    const days = (Date.parse(summary.nextExpiry.date) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    const tooMuch = await request(`/members/${number}/transactions`, {
      type: 'Return',
      points: 121,
      orderNumber: 'KE260009999',
    })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.error).toMatch(/exceeds the balance of 120/)
    expect(
      (await request(`/members/${number}/transactions`, { type: 'Return', points: 20, orderNumber: 'KE260009999' }))
        .body.balance,
    ).toBe(100)
  })

  it('keeps one Earn per order: the same Earn again answers the first and changes nothing', async () => {
    const number = members[1]?.customer_number
    const before = (await request(`/members/${number}`)).body.balance
    const earn = { type: 'Earn', points: 75, orderNumber: 'KE260009997' }
    const first = await request(`/members/${number}/transactions`, earn)
    expect(first).toMatchObject({ status: 201, body: { type: 'Earn', points: 75, balance: before + 75 } })
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => request(`/members/${number}/transactions`, { ...earn, points: 90 })),
    )
    for (const repeat of repeats)
      expect(repeat).toEqual({
        status: 200,
        body: { id: first.body.id, type: 'Earn', points: 75, balance: before + 75 },
      })
    expect((await request(`/members/${number}`)).body.balance).toBe(before + 75)
  })

  it('enrols a customer once: a second enrolment answers the same membership', async () => {
    const enrol = (key?: Record<string, string>) =>
      fetch(`${server.origin}/platform/loyalty/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ?? { 'x-api-key': LOCAL_LOYALTY_API_KEY }) },
        body: JSON.stringify({ email: 'New.Member@example.com', firstName: 'Nový', lastName: 'Člen' }),
      })
    expect((await enrol({})).status).toBe(401)
    const answers = await Promise.all([enrol(), enrol(), enrol()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
    const members = await Promise.all(answers.map((answer) => answer.json() as Promise<{ customerNumber: string }>))
    expect(new Set(members.map((member) => member.customerNumber)).size).toBe(1)
    expect(members[0]).toMatchObject({ email: 'new.member@example.com', balance: 0, tier: { name: 'Bronze' } })
    expect((await request('/members?email=new.member@example.com')).body.customerNumber).toBe(
      members[0]!.customerNumber,
    )
  })

  it('answers 401 to member calls without the API key or with a wrong one, and posts nothing', async () => {
    const number = members[1]?.customer_number
    const before = (await request(`/members/${number}`)).body
    for (const key of [
      {},
      { 'x-api-key': 'not-the-key-of-this-service' },
      { authorization: 'Bearer not-the-key-of-this-service' },
    ] as Record<string, string>[]) {
      for (const path of [
        '/members?email=petr.svoboda@example.com',
        `/members/${number}`,
        `/members/${number}/transactions`,
      ]) {
        const refused = await request(path, undefined, key)
        expect(refused.status).toBe(401)
        expect(refused.body).toEqual({ error: expect.stringMatching(/API key/) })
      }
      expect(
        (
          await request(
            `/members/${number}/transactions`,
            { type: 'Earn', points: 5000, orderNumber: 'KE260009998' },
            key,
          )
        ).status,
      ).toBe(401)
    }
    expect((await request(`/members/${number}`)).body).toEqual(before)
    expect(
      (await request(`/members/${number}`, undefined, { authorization: `Bearer ${LOCAL_LOYALTY_API_KEY}` })).status,
    ).toBe(200)
    expect((await request('/tiers', undefined, {})).status).toBe(200)
  })

  it('answers unknown members with 404 and bad input with 400', async () => {
    expect((await request('/members?email=nobody@example.com')).status).toBe(404)
    expect((await request('/members/000000000')).status).toBe(404)
    const badNumber = await request('/members/123456789')
    expect(badNumber.status).toBe(400)
    expect(badNumber.body.error).toMatch(/9-digit Kestrel customer number/)
    expect((await request('/members?email=nope')).status).toBe(400)
    expect((await request(`/members/${members[0]?.customer_number}/transactions?type=Bonus`)).status).toBe(400)
    const badPosting = await request(`/members/${members[0]?.customer_number}/transactions`, {
      type: 'Expire',
      points: -5,
      orderNumber: 'x',
    })
    expect(badPosting.status).toBe(400)
    expect(badPosting.body.error).toMatch(/type must be Earn or Return.*points must be a positive.*orderNumber/)
  })

  it('writes lapsed points once as Expire, the oldest first, keeping what was spent and the carried-over balance', async () => {
    const enrolled = await fetch(`${server.origin}/platform/loyalty/members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': LOCAL_LOYALTY_API_KEY },
      body: JSON.stringify({ email: 'lapsing.member@example.com', firstName: 'Marta', lastName: 'Prošlá' }),
    })
    const number = ((await enrolled.json()) as { customerNumber: string }).customerNumber
    const day = 86_400_000
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day)
    const row = (
      id: string,
      type: 'Earn' | 'Return' | 'Balance',
      points: number,
      created: number,
      expires?: number,
    ) => ({
      id: `${id}-${number}`,
      customer_number: number,
      type,
      points,
      description: type,
      order_number: null,
      reference: null,
      created_at: at(created),
      expires_at: expires === undefined ? null : at(expires),
    })
    await server.database.db
      .withTables<LoyaltyTables>()
      .insertInto('loyalty_transactions')
      .values([
        row('carried', 'Balance', 200, 500),
        row('oldest', 'Earn', 100, 400, 35),
        row('older', 'Earn', 80, 380, 15),
        row('spent', 'Return', -130, 370),
        row('valid', 'Earn', 50, 20, -345),
      ])
      .execute()
    // 200 carried over, 230 earned and 130 spent, the oldest points first: all of the oldest Earn and 30 of the
    // older were spent, so 50 lapse, from the older; the carried balance never lapses.
    const reads = await Promise.all(Array.from({ length: 10 }, () => request(`/members/${number}`)))
    for (const read of reads) expect(read.body.balance).toBe(250)
    const expired = (await request(`/members/${number}/transactions?type=Expire`)).body.transactions as Transaction[]
    expect(expired.map((entry) => [entry.points, entry.createdAt.slice(0, 10)])).toEqual([
      [-50, at(15).toISOString().slice(0, 10)],
    ])
    const summary = (await request(`/members/${number}`)).body
    expect(summary).toMatchObject({ balance: 250, tierPoints: 100, nextExpiry: { points: 50 } })
    // A posting settles lapsed points first as well: nothing more lapses, and the Earn counts in full.
    expect(
      (await request(`/members/${number}/transactions`, { type: 'Earn', points: 10, orderNumber: 'KE260009990' })).body
        .balance,
    ).toBe(260)
    expect((await request(`/members/${number}/transactions?type=Expire`)).body.total).toBe(1)
  })

  it('seeds idempotently', async () => {
    const before = (await request(`/members/${members[1]?.customer_number}`)).body
    await loyaltySeeder.run(server.database.db)
    expect((await request(`/members/${members[1]?.customer_number}`)).body).toEqual(before)
  })
})
