// @ts-nocheck
import { useSession } from './fixtures'
import { test, expect } from '@playwright/test'
import { guestWithCart, guestWithOrder } from './checkout-model'

/** Exactly once: a repeated or concurrent order request makes one order, and a shopper sees only their own. */
test.describe('checkout orders', () => {
  test('a repeated order request answers the same order and never a second one', async ({ request }) => {
    const shopper = await guestWithCart()
    const { headers } = shopper
    const body = { cartId: shopper.cartId, version: shopper.version }
    const answers = await Promise.all([0, 1, 2].map(() => request.post('/api/orders', { headers, data: body })))
    const orders = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { data: { id: string; created: boolean } }).data),
    )
    expect(new Set(orders.map((o) => o.id)).size).toBe(1)
    expect(orders.filter((o) => o.created)).toHaveLength(1)
    const again = (await (await request.post('/api/orders', { headers, data: body })).json()) as {
      data: { id: string; created: boolean }
    }
    expect(again.data).toMatchObject({ id: orders[0]!.id, created: false })
    // The bag is empty once the order exists.
    const cart = await request.post('/api/graphql', { headers, data: { query: '{ me { activeCart { id } } }' } })
    expect(((await cart.json()) as { data: { me: { activeCart: unknown } } }).data.me.activeCart).toBeNull()
  })

  test('another shopper cannot open the confirmation', async ({ page, request }) => {
    const owner = await guestWithOrder(request)
    const stranger = await guestWithCart()
    await useSession(page, stranger.session)
    await page.goto(`/en/order/confirmation/${owner.orderId}`)
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('order-number')).toHaveCount(0)
  })

  test('the owner sees the confirmation, also after a reload, and the guest panel', async ({ page, request }) => {
    const owner = await guestWithOrder(request)
    await useSession(page, owner.session)
    await page.goto(`/en/order/confirmation/${owner.orderId}`)
    await expect(page.getByTestId('order-number')).toHaveText(/^KCZ\d+/, { timeout: 20_000 })
    await page.reload()
    await expect(page.getByTestId('order-number')).toHaveText(/^KCZ\d+/, { timeout: 20_000 })
    await expect(page.getByTestId('guest-panel')).toBeVisible()
  })
})
