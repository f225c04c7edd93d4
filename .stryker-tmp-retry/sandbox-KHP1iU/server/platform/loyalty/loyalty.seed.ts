// @ts-nocheck
import type { Insertable } from 'kysely'
import type { Database } from '../../db/database'
import type { Seeder } from '../../db/seed'
import { customerNumberFrom } from '../addresses/customer-number'
import { buildDemoCatalog } from '../commerce/catalog/demo-catalog'
import { createRandom, seedOf } from '../commerce/catalog/prng'
import type { LoyaltyTables } from './loyalty.tables'
import { POINTS_VALID_DAYS, pointsForAmount } from './tiers'

type Row = Insertable<LoyaltyTables['loyalty_transactions']>
const DAY = 86_400_000
const storeKeys = ['CZ-PRG-PALLADIUM', 'CZ-PRG-CHODOV', 'CZ-BRN-VANKOVKA', 'CZ-OST-FORUM']

/** Club members: the demo customers of the catalog, each with a fixed customer number. */
export function loyaltyMembers(customers = buildDemoCatalog({ scale: 1 }).customers) {
  return customers.map((customer, index) => ({
    customer_number: customerNumberFrom(26_000_101 + index),
    email: customer.email.toLowerCase(),
    first_name: customer.firstName ?? '',
    last_name: customer.lastName ?? '',
    enrolled_at: new Date(Date.UTC(2025, 0, 5 + index * 40)),
  }))
}

/**
 * A history per member: an opening Balance carried over from the old club card, monthly store
 * purchases, the catalog's online orders (not cancelled ones), a partial Return and points
 * that lapsed (Expire). The third member has just joined.
 */
function historyOf(
  member: ReturnType<typeof loyaltyMembers>[number],
  index: number,
  orders: ReturnType<typeof buildDemoCatalog>['orders'],
): Row[] {
  if (index >= 2) return []
  const random = createRandom(seedOf(`loyalty:${member.email}`))
  const rows: Row[] = []
  const add = (type: Row['type'], points: number, description: string, at: Date, orderNumber: string | null = null) =>
    rows.push({
      id: `seed-${member.customer_number}-${String(rows.length + 1).padStart(3, '0')}`,
      customer_number: member.customer_number,
      type,
      points,
      description,
      order_number: orderNumber,
      created_at: at,
      expires_at: type === 'Earn' ? new Date(at.getTime() + POINTS_VALID_DAYS * DAY) : null,
    })
  add('Balance', 300 + random.int(0, 4) * 50, 'Opening balance carried over from the club card', member.enrolled_at)
  const months = index === 0 ? 18 : 7
  for (let month = 1; month <= months; month++) {
    const at = new Date(member.enrolled_at.getTime() + month * 30 * DAY + random.int(0, 20) * DAY)
    add(
      'Earn',
      random.int(15, 90),
      `Store purchase ${random.pick(storeKeys)}`,
      at,
      `S${at.getUTCFullYear()}${String(month).padStart(4, '0')}`,
    )
  }
  for (const order of orders.filter(
    (candidate) => candidate.customerEmail.toLowerCase() === member.email && candidate.orderState !== 'Cancelled',
  )) {
    add(
      'Earn',
      pointsForAmount(order.totalPrice.centAmount),
      `Order ${order.orderNumber}`,
      new Date(order.completedAt),
      order.orderNumber,
    )
  }
  const firstOrder = rows.find((row) => row.order_number?.startsWith('KE'))
  if (firstOrder) {
    const at = new Date(new Date(firstOrder.created_at as Date).getTime() + 12 * DAY)
    add(
      'Return',
      -Math.round(firstOrder.points / 3),
      `Return of order ${firstOrder.order_number}`,
      at,
      firstOrder.order_number,
    )
  }
  add('Expire', -random.int(2, 6) * 25, 'Points expired', new Date(Date.UTC(2026, 0, 1)))
  return rows
}

export const loyaltySeeder: Seeder = {
  name: 'loyalty club',
  async run(db: Database) {
    const tables = db.withTables<LoyaltyTables>()
    const { customers, orders } = buildDemoCatalog({ scale: 1 })
    const members = loyaltyMembers(customers)
    await tables
      .insertInto('loyalty_members')
      .values(members)
      .onConflict((conflict) => conflict.column('customer_number').doNothing())
      .execute()
    const rows = members.flatMap((member, index) => historyOf(member, index, orders))
    if (rows.length) {
      await tables
        .insertInto('loyalty_transactions')
        .values(rows)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute()
    }
  },
}
