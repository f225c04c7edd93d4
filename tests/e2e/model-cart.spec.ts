import { expect, type Locator, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { cartMachine } from '../../src/machines/cart/cart.machine'
import type { CartView } from '../../src/machines/cart/cart.types'
import { grantConsent, KITE_EN, KITE_NAME } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, holdNextRequest, type BrowserStep, type Sight } from './model-browser'

/**
 * The cart statechart's paths taken by a shopper (spec 4.4, 5.1, 5.5, 8.2): add to bag on the product
 * page (the added-to-bag dialog, closed with Escape), then on the bag page the quantity, the size,
 * removal, a promo code (a valid one and a warranty code) and gift wrapping. Each platform call is
 * held until the busy state has been seen, then answered by the real server or failed (the service
 * down). What the shopper must see is derived from their actions, not from the machine.
 */
const line = (sku: string): CartView => ({
  id: 'cart',
  version: 1,
  totalLineItemQuantity: 1,
  lineItems: [{ id: 'l1', sku, quantity: 1 }],
  discountCodes: [],
})

const TEXT = {
  addedToBag: 'Added to your bag',
  warranty: 'Warranty codes cannot be redeemed as promo codes.',
  promoError: 'This promo code is not valid.',
  failed: 'The bag could not be updated. Please try again.',
  empty: 'Your shopping bag is empty.',
}
const PROMO = 'WELCOME10'
const WARRANTY = 'WR-7Q2K-500'

const isCartWrite = (url: string, method: string, body: string) =>
  method === 'POST' && url.includes('/api/graphql') && /updateMyCart|createMyCart/.test(body)
const held = new WeakMap<Page, () => void>()

const addedDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: TEXT.addedToBag })
const bagLine = (page: Page) => page.getByTestId('bag-line').filter({ hasText: KITE_NAME })
const onBag = (page: Page) => page.url().includes('/shopping-bag')

async function toBag(page: Page) {
  if (onBag(page)) return
  await page.goto('/en/shopping-bag')
  await waitForHydration(page)
  await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
}

/** What the shopper did, as the spec reads it: the bag's line, its quantity and size, codes, wrap. */
function bagAfter(step: BrowserStep) {
  const bag = {
    lines: 0,
    quantity: 0,
    size: '37',
    promo: false,
    wrap: false,
    error: null as string | null,
    /** Spec 4.4: after an add the platform took, until the shopper closes it (or closes it to add again). */
    dialog: false,
  }
  let pending: EventObject | null = null
  for (const event of step.events) {
    if (event.type.startsWith('xstate.done.actor.') && pending) {
      const op = pending as EventObject & Record<string, unknown>
      if (op.type === 'cart.item.added') [bag.lines, bag.quantity, bag.dialog] = [1, bag.quantity + 1, true]
      if (op.type === 'cart.item.quantityChanged') bag.quantity = op.quantity as number
      if (op.type === 'cart.item.sizeChanged') bag.size = '38'
      if (op.type === 'cart.item.removed') [bag.lines, bag.quantity] = [0, 0]
      if (op.type === 'cart.promo.applied') bag.promo = true
      if (op.type === 'cart.giftWrap.toggled') bag.wrap = !bag.wrap
      pending = null
      bag.error = null
    } else if (event.type.startsWith('xstate.error.actor.') && pending) {
      bag.error = pending.type === 'cart.promo.applied' ? TEXT.promoError : TEXT.failed
      pending = null
    } else if (event.type === 'cart.promo.applied' && (event as { code?: string }).code === WARRANTY)
      bag.error = TEXT.warranty
    else if (event.type === 'cart.addedToBagModal.closed') bag.dialog = false
    else if (!event.type.startsWith('xstate.')) {
      if (event.type === 'cart.item.added') bag.dialog = false
      pending = event
      bag.error = null
    }
  }
  return { ...bag, pending }
}

async function press(target: Locator) {
  await target.focus()
  await target.press('Enter')
}

describeBrowserModel('cart', {
  machine: cartMachine,
  model: {
    inputs: [{}],
    events: {
      domain: [
        { type: 'cart.item.added', sku: 'A' },
        { type: 'cart.addedToBagModal.closed' },
        { type: 'cart.item.quantityChanged', lineItemId: 'l1', quantity: 2 },
        { type: 'cart.item.sizeChanged', lineItemId: 'l1', sku: 'B' },
        { type: 'cart.item.removed', lineItemId: 'l1' },
        { type: 'cart.promo.applied', code: PROMO },
        { type: 'cart.promo.applied', code: WARRANTY },
        { type: 'cart.giftWrap.toggled' },
      ],
      outputs: { createCart: [line('A')], updateCart: [line('A')] },
    },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { cart: CartView | null; intent: unknown; error: unknown }
      }
      return JSON.stringify([value, context.cart !== null, context.intent, context.error])
    },
    // Which branch an answer takes depends on the operation it answers.
    stepKey: (snapshot) => {
      const { value, context } = snapshot as unknown as { value: unknown; context: { intent: { kind: string } | null } }
      return [value, context.intent?.kind]
    },
    requireEveryTransition: true,
  },
  // The bag page offers its changes only for a line in the bag; a removed line offers nothing more.
  feasible: (path) => {
    let inBag = false
    let pending: string | null = null
    for (const { event } of path.steps.slice(1)) {
      if (event.type === 'xstate.done.actor.createCart' || event.type === 'xstate.done.actor.updateCart') {
        if (pending === 'cart.item.added') inBag = true
        if (pending === 'cart.item.removed') inBag = false
        pending = null
      } else if (event.type.startsWith('xstate.error.')) pending = null
      else if (event.type === 'cart.addedToBagModal.closed') continue
      else if (!event.type.startsWith('xstate.')) {
        if (event.type !== 'cart.item.added' && !inBag) return false
        pending = event.type
      }
    }
    return true
  },
  start: async (page) => {
    await grantConsent(page)
    await page.goto(KITE_EN)
    await waitForHydration(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    if (event.type.startsWith('xstate.')) {
      held.get(page)?.()
      return
    }
    const fails = upcoming.some((e) => e.type.startsWith('xstate.error.actor.'))
    if (upcoming.length)
      held.set(
        page,
        await holdNextRequest(page, isCartWrite, fails ? { status: 503, body: { error: 'Unavailable' } } : undefined),
      )
    switch (event.type) {
      case 'cart.item.added':
        // The added-to-bag dialog covers the product page: the shopper closes it to add again.
        if (await addedDialog(page).isVisible()) {
          await page.keyboard.press('Escape')
          await expect(addedDialog(page)).toHaveCount(0)
        }
        await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
        await page.getByTestId('add-to-bag').click()
        return
      case 'cart.addedToBagModal.closed':
        await page.keyboard.press('Escape')
        return
      case 'cart.item.quantityChanged':
        await toBag(page)
        await press(bagLine(page).getByRole('button', { name: /Increase quantity/ }))
        return
      case 'cart.item.sizeChanged':
        await toBag(page)
        await bagLine(page)
          .getByRole('button', { name: /Size \(EU\)/ })
          .click()
        await page.getByRole('option', { name: '38', exact: true }).click()
        return
      case 'cart.item.removed':
        await toBag(page)
        await press(page.getByRole('button', { name: `Remove ${KITE_NAME} from the bag` }))
        return
      case 'cart.promo.applied':
        await toBag(page)
        await page.getByRole('textbox', { name: 'Promo code' }).fill(String(event.code))
        await press(page.getByRole('button', { name: 'Apply', exact: true }))
        return
      case 'cart.giftWrap.toggled':
        await toBag(page)
        await page.getByRole('switch', { name: 'Gift wrapping' }).click({ force: true })
    }
  },
  see: (page, step): Sight[] => {
    const bag = bagAfter(step)
    const sights: Sight[] = []
    const busy = step.in('operation.creatingCart') || step.in('operation.updating')
    if (busy && onBag(page))
      sights.push({
        says: 'while the platform works on the bag, its line cannot be changed (spec 4.4: the cart is locked), or has left it already',
        check: async () => {
          const remove = page.getByRole('button', { name: `Remove ${KITE_NAME} from the bag` })
          if (bag.pending?.type === 'cart.item.removed' && (await remove.count()) === 0) return
          await expect(remove).toBeDisabled()
        },
      })
    if (busy && !onBag(page))
      sights.push({
        says: 'while the item is being added, add to bag says it is busy',
        check: async () => await expect(page.getByTestId('add-to-bag')).toHaveAttribute('aria-disabled', 'true'),
      })
    if (!busy && onBag(page)) {
      sights.push({
        says: 'the bag shows what the shopper’s changes made of it: the line, its quantity and size (spec 4.4)',
        check: async () => {
          if (bag.lines === 0) return await expect(page.getByTestId('bag-empty')).toContainText(TEXT.empty)
          await expect(bagLine(page).getByTestId('bag-line-quantity')).toHaveText(String(bag.quantity))
          await expect(bagLine(page).getByTestId('bag-line-size')).toHaveText(`${bag.size} EU`)
          await expect(page.getByRole('button', { name: `Remove ${KITE_NAME} from the bag` })).toBeEnabled()
        },
      })
      if (bag.lines > 0)
        sights.push({
          says: 'an applied code is listed as applied; gift wrapping is on once chosen (spec 5.5, 2.7)',
          check: async () => {
            const code = page.getByTestId('promo-code').filter({ hasText: PROMO })
            if (bag.promo) await expect(code).toContainText('applied')
            else await expect(code).toHaveCount(0)
            const wrap = page.getByRole('switch', { name: 'Gift wrapping' })
            if (bag.wrap) await expect(wrap).toBeChecked()
            else await expect(wrap).not.toBeChecked()
          },
        })
    }
    if (!busy && bag.error)
      sights.push({
        says: 'a warranty code, a refused code and a failed call each say so (spec 5.5, 8.2, 8.3)',
        check: async () => {
          // A failed call's wording differs by page (the bag page's general error, the product page's own line).
          if (bag.error === TEXT.failed) await expect(page.getByText(/Please try again\./).first()).toBeVisible()
          else await expect(page.getByText(bag.error!)).toBeVisible()
        },
      })
    if (!onBag(page))
      sights.push({
        says: 'after an add the platform took, the added-to-bag dialog shows until the shopper closes it (spec 4.4)',
        check: async () => {
          if (bag.dialog) await expect(addedDialog(page)).toBeVisible({ timeout: 15_000 })
          else await expect(addedDialog(page)).toHaveCount(0)
        },
      })
    return sights
  },
  outOfReach: {
    'cart —cart.storeData.changed→ (self)': 'the store is chosen in the checkout’s delivery step, not on these pages',
    'cart.operation.idle —cart.loaded→ (self)': 'the page loads the bag itself, not at a shopper’s action',
    'cart.operation.idle —cart.cleared→ (self)': 'sign-out and a placed order clear the bag, not these pages',
    'cart.operation.idle —cart.recalculated→ cart.operation.validating':
      'sign-in recalculates the bag, not these pages',
    'cart.operation.idle —cart.promo.removed→ cart.operation.validating':
      'removing a code needs the platform’s discount id of an applied one; tests/e2e/bag.spec.ts removes codes',
    'cart.operation.validating —always [isInvalid] #1→ cart.operation.idle':
      'the pages offer no change the rules of 5.1 refuse (add to bag asks for a size first); the machine-level model takes it',
    'cart.operation.creatingCart —xstate.done.actor.createCart #1→ cart.operation.idle':
      'a cart started by gift wrapping: the bag offers gift wrapping only once it holds a line',
  },
})
