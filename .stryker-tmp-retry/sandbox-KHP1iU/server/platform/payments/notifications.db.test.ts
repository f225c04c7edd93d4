// @ts-nocheck
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../tests/support/server'
import { cardPayment, JSON_WITH_KEY, MERCHANT, nextReference, post } from './checkout-test-support'
import { isValidNotificationSignature, signNotification } from './hmac'
import type { NotificationRequestItem, StandardNotification } from './notifications'
import { LOCAL_PAYMENTS_MANAGEMENT_API_KEY } from './management.config'
import { LOCAL_PAYMENTS } from './payments.config'
import type { PaymentTables } from './tables'

let server: TestServer
const tables = () => server.database.db.withTables<PaymentTables>()

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const transactionsOf = (paymentKey: string) =>
  tables().selectFrom('payment_connector_transactions').selectAll().where('payment_key', '=', paymentKey).execute()

function notification(
  overrides: Partial<NotificationRequestItem> = {},
  key = LOCAL_PAYMENTS.hmacKey,
): StandardNotification {
  const item = {
    pspReference: `PSP${Math.random().toString(36).slice(2, 15).toUpperCase()}`,
    merchantAccountCode: MERCHANT,
    merchantReference: nextReference(),
    amount: { value: 159_900, currency: 'CZK' },
    eventCode: 'AUTHORISATION',
    success: 'true',
    eventDate: '2026-11-22T10:00:00.000Z',
    paymentMethod: 'visa',
    reason: '',
    additionalData: {},
    ...overrides,
  }
  item.additionalData = { ...item.additionalData, hmacSignature: signNotification(item, key) }
  return { live: 'false', notificationItems: [{ NotificationRequestItem: item }] }
}

const receive = (body: unknown) =>
  post(server, '/connector/notifications', body, { 'content-type': 'application/json' })

describe('notifications from the provider to the connector', () => {
  it('announces an authorised payment; the connector records an Authorization transaction', async () => {
    const payment = cardPayment('4111111111111111')
    const { json } = await post(server, '/v71/payments', payment)
    const [transaction] = await eventually(async () => {
      const rows = await transactionsOf(payment.reference)
      return rows.length ? rows : undefined
    })
    expect(transaction).toMatchObject({
      interaction_id: json.pspReference,
      type: 'Authorization',
      state: 'Success',
      currency: 'CZK',
    })
    expect(Number(transaction?.amount_value)).toBe(249_900)
    expect(JSON.parse(transaction?.make_payment_response ?? '{}')).toMatchObject({ resultCode: 'Authorised' })
    const delivery = await eventually(async () => {
      const row = await tables()
        .selectFrom('payment_webhook_deliveries')
        .selectAll()
        .where('psp_reference', '=', String(json.pspReference))
        .executeTakeFirstOrThrow()
      return row.delivered_at ? row : undefined
    })
    expect(delivery).toMatchObject({ attempts: 1, last_error: null })
  })

  it('announces a refusal as a failed authorisation', async () => {
    const payment = cardPayment('4000000000000002')
    await post(server, '/v71/payments', payment)
    const rows = await eventually(async () =>
      (await transactionsOf(payment.reference)).length ? transactionsOf(payment.reference) : undefined,
    )
    expect(rows.map((row) => [row.type, row.state])).toEqual([['Authorization', 'Failure']])
  })

  it('accepts a validly signed notification and refuses a forged one', async () => {
    const good = notification()
    const accepted = await receive(good)
    expect(accepted).toMatchObject({ status: 200, text: '[accepted]' })
    const reference = good.notificationItems[0]!.NotificationRequestItem.merchantReference
    expect(await transactionsOf(reference)).toHaveLength(1)

    const wrongKey = notification({}, 'AB'.repeat(32))
    const tampered = notification()
    tampered.notificationItems[0]!.NotificationRequestItem.amount.value = 1
    for (const forged of [wrongKey, tampered]) {
      const refused = await receive(forged)
      expect(refused.status).toBe(401)
      expect(String(refused.json.error)).toMatch(/^HMAC signature invalid for PSP/)
      expect(await transactionsOf(forged.notificationItems[0]!.NotificationRequestItem.merchantReference)).toHaveLength(
        0,
      )
    }
    expect((await receive({ live: 'false' })).status).toBe(400)
  })

  it('applies a duplicate notification once: the second changes nothing', async () => {
    const first = notification()
    const item = first.notificationItems[0]!.NotificationRequestItem
    await receive(first)
    await receive(first)
    const contrary = notification({
      pspReference: item.pspReference,
      merchantReference: item.merchantReference,
      success: 'false',
    })
    expect((await receive(contrary)).text).toBe('[accepted]')
    const rows = await transactionsOf(item.merchantReference)
    expect(rows.map((row) => [row.type, row.state])).toEqual([['Authorization', 'Success']])
    const seen = await tables()
      .selectFrom('payment_connector_notifications')
      .selectAll()
      .where('psp_reference', '=', item.pspReference)
      .execute()
    expect(seen).toHaveLength(1)

    const capture = notification({
      pspReference: item.pspReference,
      merchantReference: item.merchantReference,
      eventCode: 'CAPTURE',
    })
    await receive(capture)
    expect((await transactionsOf(item.merchantReference)).map((row) => row.type).sort()).toEqual([
      'Authorization',
      'Charge',
    ])
  })
})

describe('a configured webhook', () => {
  it('delivers signed notifications to the configured URL with the generated key', async () => {
    const received: StandardNotification[] = []
    const receiver = createServer((request: IncomingMessage, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push(JSON.parse(body) as StandardNotification)
        response.end('[accepted]')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/payments`
    try {
      const management = { 'x-api-key': LOCAL_PAYMENTS_MANAGEMENT_API_KEY, 'content-type': 'application/json' }
      expect((await post(server, `/management/v3/merchants/${MERCHANT}/webhooks`, { url }, JSON_WITH_KEY)).status).toBe(
        401,
      )
      const configured = await post(
        server,
        `/management/v3/merchants/${MERCHANT}/webhooks`,
        { type: 'standard', url, active: true },
        management,
      )
      expect(configured.json).toMatchObject({ id: `WBHK-${MERCHANT}`, url, active: true })
      const { json } = await post(
        server,
        `/management/v3/merchants/${MERCHANT}/webhooks/WBHK-${MERCHANT}/generateHmac`,
        {},
        management,
      )
      const hmacKey = String(json.hmacKey)
      expect(hmacKey).toMatch(/^[0-9A-F]{64}$/)
      expect(
        (await post(server, `/management/v3/merchants/${MERCHANT}/webhooks`, { url: 'ftp://x' }, management)).status,
      ).toBe(422)
      expect((await post(server, `/management/v3/merchants/Other/webhooks`, { url }, management)).status).toBe(403)

      const payment = await post(server, '/v71/payments', cardPayment('5555341244441115'))
      const delivered = await eventually(async () =>
        received.find(
          (n) => n.notificationItems[0]?.NotificationRequestItem.pspReference === payment.json.pspReference,
        ),
      )
      const item = delivered.notificationItems[0]!.NotificationRequestItem
      expect(item).toMatchObject({
        eventCode: 'AUTHORISATION',
        success: 'true',
        merchantAccountCode: MERCHANT,
        amount: { value: 249_900, currency: 'CZK' },
      })
      expect(isValidNotificationSignature(item, item.additionalData.hmacSignature ?? '', hmacKey)).toBe(true)
      expect(isValidNotificationSignature(item, item.additionalData.hmacSignature ?? '', LOCAL_PAYMENTS.hmacKey)).toBe(
        false,
      )
      expect(JSON.stringify(delivered)).not.toContain('5555341244441115')
    } finally {
      receiver.closeAllConnections()
      await new Promise<void>((resolve) => receiver.close(() => resolve()))
    }
  })
})
