// @ts-nocheck
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Database } from '../../db/database'
import { customerNumberFrom } from '../addresses/customer-number'
import type { LoyaltyTables, TransactionType } from './loyalty.tables'
import { POINTS_VALID_DAYS, tierStatus } from './tiers'

const DAY = 86_400_000

export class LoyaltyError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message)
  }
}

export function loyaltyStore(db: Database) {
  const tables = db.withTables<LoyaltyTables>()

  async function member(customerNumber: string) {
    const found = await tables
      .selectFrom('loyalty_members')
      .selectAll()
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst()
    if (!found) throw new LoyaltyError(`No loyalty member ${customerNumber}`, 404)
    return found
  }

  async function balanceOf(customerNumber: string): Promise<number> {
    const row = await tables
      .selectFrom('loyalty_transactions')
      .select(sql<string>`coalesce(sum(points), 0)`.as('balance'))
      .where('customer_number', '=', customerNumber)
      .executeTakeFirstOrThrow()
    return Number(row.balance)
  }

  /**
   * The points that lapsed by `now`, each written once as an Expire. Spending and returns use the
   * oldest points first, so what is left of lapsed points is the balance beyond the Earns still
   * valid and the carried-over Balance (which never lapses). That rest belongs to the newest lapsed
   * Earns: each gets its share, dated when it lapsed and keyed by it (`EX-{earn}`); an Earn spent in
   * full lapses with nothing. The member's row is locked by the caller.
   */
  async function expireDue(scope: Database, customerNumber: string, now: Date) {
    const scoped = scope.withTables<LoyaltyTables>()
    const lapsed = await scoped
      .selectFrom('loyalty_transactions as earn')
      .select(['earn.id', 'earn.points', 'earn.expires_at'])
      .where('earn.customer_number', '=', customerNumber)
      .where('earn.type', '=', 'Earn')
      .where('earn.expires_at', '<=', now)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('loyalty_transactions as expired')
              .select('expired.id')
              .where('expired.customer_number', '=', customerNumber)
              .where('expired.type', '=', 'Expire')
              .whereRef('expired.reference', '=', sql<string>`'EX-' || earn.id`),
          ),
        ),
      )
      .orderBy('earn.expires_at', 'desc')
      .orderBy('earn.id', 'desc')
      .execute()
    if (lapsed.length === 0) return
    const row = await scoped
      .selectFrom('loyalty_transactions')
      .select([
        sql<string>`coalesce(sum(points), 0)`.as('balance'),
        sql<string>`coalesce(sum(points) filter (where type = 'Earn' and expires_at > ${now}), 0)`.as('valid'),
        sql<string>`coalesce(sum(points) filter (where type = 'Balance' and points > 0), 0)`.as('carried'),
      ])
      .where('customer_number', '=', customerNumber)
      .executeTakeFirstOrThrow()
    let due = Math.max(0, Number(row.balance) - Number(row.valid) - Number(row.carried))
    for (const earn of lapsed) {
      const points = Math.min(earn.points, due)
      if (points === 0) break
      due -= points
      await scoped
        .insertInto('loyalty_transactions')
        .values({
          id: `lt-${randomUUID()}`,
          customer_number: customerNumber,
          type: 'Expire',
          points: -points,
          description: 'Points expired',
          order_number: null,
          reference: `EX-${earn.id}`,
          created_at: earn.expires_at as Date,
          expires_at: null,
        })
        .execute()
    }
  }

  /** Locks the member's row for the rest of the transaction: postings and expiry for one member run one at a time. */
  async function lockMember(scope: Database, customerNumber: string) {
    await scope
      .withTables<LoyaltyTables>()
      .selectFrom('loyalty_members')
      .select('customer_number')
      .where('customer_number', '=', customerNumber)
      .forUpdate()
      .execute()
  }

  /** Writes what has lapsed by `now` before the member is read. */
  async function settle(customerNumber: string, now: Date) {
    await db.transaction().execute(async (trx) => {
      await lockMember(trx, customerNumber)
      await expireDue(trx, customerNumber, now)
    })
  }

  return {
    async findByEmail(email: string) {
      const found = await tables
        .selectFrom('loyalty_members')
        .select('customer_number')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst()
      if (!found) throw new LoyaltyError(`No loyalty member with email ${email}`, 404)
      return found.customer_number
    },

    /** Enrols a customer by email; one already in the club keeps their membership (`created` false). */
    async enrol(person: { email: string; firstName: string; lastName: string }, now = new Date()) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const number = customerNumberFrom(30_000_000 + Math.floor(Math.random() * 69_999_999))
        const inserted = await tables
          .insertInto('loyalty_members')
          .values({
            customer_number: number,
            email: person.email.toLowerCase(),
            first_name: person.firstName,
            last_name: person.lastName,
            enrolled_at: now,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('customer_number')
          .executeTakeFirst()
        if (inserted) return { customerNumber: inserted.customer_number, created: true }
        const existing = await tables
          .selectFrom('loyalty_members')
          .select('customer_number')
          .where('email', '=', person.email.toLowerCase())
          .executeTakeFirst()
        if (existing) return { customerNumber: existing.customer_number, created: false }
      }
      throw new LoyaltyError('No free member number was found; try again', 409)
    },

    async summary(customerNumber: string, now = new Date()) {
      const found = await member(customerNumber)
      await settle(customerNumber, now)
      const totals = await tables
        .selectFrom('loyalty_transactions')
        .select(['type', sql<string>`sum(points)`.as('points')])
        .where('customer_number', '=', customerNumber)
        .groupBy('type')
        .execute()
      const total = (type: TransactionType) => Number(totals.find((row) => row.type === type)?.points ?? 0)
      const balance = totals.reduce((sum, row) => sum + Number(row.points), 0)
      // Returns are stored negative, so they already lower the tier points here.
      const tierPoints = total('Earn') + total('Return')
      const next = await tables
        .selectFrom('loyalty_transactions')
        .select(['expires_at', 'points'])
        .where('customer_number', '=', customerNumber)
        .where('type', '=', 'Earn')
        .where('expires_at', '>', now)
        .orderBy('expires_at')
        .executeTakeFirst()
      return {
        customerNumber: found.customer_number,
        email: found.email,
        firstName: found.first_name,
        lastName: found.last_name,
        enrolledAt: new Date(found.enrolled_at).toISOString(),
        balance,
        tierPoints,
        ...tierStatus(tierPoints),
        // The oldest unexpired points go first; never more than can still be spent.
        nextExpiry:
          next && next.expires_at && balance > 0
            ? { date: new Date(next.expires_at).toISOString(), points: Math.min(next.points, balance) }
            : null,
      }
    },

    async history(
      customerNumber: string,
      query: { page: number; perPage: number; type?: TransactionType | undefined },
      now = new Date(),
    ) {
      await member(customerNumber)
      await settle(customerNumber, now)
      let filtered = tables.selectFrom('loyalty_transactions').where('customer_number', '=', customerNumber)
      if (query.type) filtered = filtered.where('type', '=', query.type)
      const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
      const rows = await filtered
        .select(['id', 'type', 'points', 'description', 'order_number', 'created_at', 'expires_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute()
      return {
        page: query.page,
        perPage: query.perPage,
        total: Number(total),
        totalPages: Math.ceil(Number(total) / query.perPage),
        transactions: rows.map((row) => ({
          id: row.id,
          type: row.type,
          points: row.points,
          description: row.description,
          orderNumber: row.order_number,
          createdAt: new Date(row.created_at).toISOString(),
          expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
        })),
      }
    },

    /** Earn on a purchase (once per order), or take points back for a returned one (never below zero). */
    async record(
      customerNumber: string,
      entry: {
        type: 'Earn' | 'Return'
        points: number
        orderNumber: string
        description?: string | undefined
        /** A Return's reason (a refund's reference): the same Return again is answered with the first. */
        reference?: string | undefined
      },
      now = new Date(),
    ) {
      await member(customerNumber)
      return db.transaction().execute(async (trx) => {
        const scoped = trx.withTables<LoyaltyTables>()
        // Serializes concurrent postings for one member, so a return cannot overdraw.
        await lockMember(trx, customerNumber)
        await expireDue(trx, customerNumber, now)
        const balance = await loyaltyStore(trx).balance(customerNumber)
        if (entry.type === 'Earn') {
          // An order earns once: the same Earn again is answered with the first, and changes nothing.
          const earned = await scoped
            .selectFrom('loyalty_transactions')
            .select(['id', 'points'])
            .where('customer_number', '=', customerNumber)
            .where('type', '=', 'Earn')
            .where('order_number', '=', entry.orderNumber)
            .executeTakeFirst()
          if (earned) return { id: earned.id, type: entry.type, points: earned.points, balance, repeated: true }
        }
        if (entry.type === 'Return' && entry.reference) {
          const returned = await scoped
            .selectFrom('loyalty_transactions')
            .select(['id', 'points'])
            .where('customer_number', '=', customerNumber)
            .where('type', '=', 'Return')
            .where('reference', '=', entry.reference)
            .executeTakeFirst()
          if (returned) return { id: returned.id, type: entry.type, points: returned.points, balance, repeated: true }
        }
        const points = entry.type === 'Earn' ? entry.points : -entry.points
        if (balance + points < 0)
          throw new LoyaltyError(`A return of ${entry.points} points exceeds the balance of ${balance}`, 409)
        const id = `lt-${randomUUID()}`
        await scoped
          .insertInto('loyalty_transactions')
          .values({
            id,
            customer_number: customerNumber,
            type: entry.type,
            points,
            description:
              entry.description ?? `${entry.type === 'Earn' ? 'Order' : 'Return of order'} ${entry.orderNumber}`,
            order_number: entry.orderNumber,
            reference: entry.type === 'Return' ? (entry.reference ?? null) : null,
            created_at: now,
            expires_at: entry.type === 'Earn' ? new Date(now.getTime() + POINTS_VALID_DAYS * DAY) : null,
          })
          .execute()
        return { id, type: entry.type, points, balance: balance + points, repeated: false }
      })
    },

    balance: balanceOf,
  }
}
