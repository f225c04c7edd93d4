import { expect, type Locator, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { cartMachine } from '../../src/machines/cart/cart.machine'
import type { CartView } from '../../src/machines/cart/cart.types'
import type { ModelPath } from '../../model-tests/support/paths'
import { grantConsent, KITE_EN, KITE_NAME } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, holdNextRequest, type Sight } from './model-browser'

/**
 * The cart statechart's paths taken by a shopper (spec 2.7, 4.4, 5.1, 5.5, 8.2): add to bag on the
 * product page and its added-to-bag dialog (closed with Escape, or left by its 'View bag' link), then
 * on the bag page the quantity, the size, removal, a promo code typed and applied (a valid one and a
 * warranty code) and gift wrapping. Each platform call is held until the locked bag has been seen,
 * then answered by the real server or failed (the service down). What the shopper must see is
 * derived from their own actions, not from the machine.
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
  /** A failed write, on the product page and on the bag page. */
  notAdded: 'The bag could not be updated. Please try again.',
  notUpdated: 'Something went wrong. Please try again.',
  empty: 'Your shopping bag is empty.',
}
const PROMO = 'WELCOME10'
const WARRANTY = 'WR-7Q2K-500'
const SIZES = { A: '37', B: '38' } as const

/** Every cart write the page sends: a new cart (`createMyCart`) or an update (`updateMyCart`), whatever its operation. */
const isCartWrite = (url: string, method: string, body: string) =>
  method === 'POST' && url.includes('/api/graphql') && /\b(updateMyCart|createMyCart)\b/.test(body)
const held = new WeakMap<Page, () => void>()

const BAG_ACTIONS = new Set([
  'cart.item.quantityChanged',
  'cart.item.sizeChanged',
  'cart.item.removed',
  'cart.promo.typed',
  'cart.promo.applied',
  'cart.giftWrap.toggled',
])
/** The shopper's changes that the platform carries out. */
const OPERATIONS = new Set([...BAG_ACTIONS, 'cart.item.added'].filter((type) => type !== 'cart.promo.typed'))
const isSettlement = (event: EventObject) => event.type.startsWith('xstate.')

type ShopperEvent = EventObject & Record<string, unknown>

/**
 * The bag as the shopper's own actions made it (spec 2.7, 4.4, 5.5): the Kite line with its quantity
 * and size, gift wrap, the applied code, the promo field's text, the dialog, the message shown and
 * the change still being sent. `feasible` is false when the page could not have offered an action.
 */
function bagAfter(events: readonly ShopperEvent[]) {
  const bag = {
    kite: false,
    quantity: 0,
    size: SIZES.A as string,
    wrap: false,
    promo: false,
    typed: '',
    /** Spec 4.4: after an add the platform took, until the shopper closes it. */
    dialog: false,
    error: null as string | null,
    /** A warranty code is refused with a notification as well (spec 5.5). */
    notified: false,
    pending: null as ShopperEvent | null,
    /** The last page the shopper acted on was the bag. */
    lastOnBag: false,
    feasible: true,
  }
  const refuse = () => (bag.feasible = false)
  for (const event of events) {
    bag.notified = false
    if (event.type.startsWith('xstate.done.actor.') && bag.pending) {
      const op = bag.pending
      if (op.type === 'cart.item.added') {
        if (bag.kite) bag.quantity += 1
        else [bag.kite, bag.quantity, bag.size] = [true, 1, SIZES.A]
        bag.dialog = true
      }
      if (op.type === 'cart.item.quantityChanged') bag.quantity = op.quantity as number
      if (op.type === 'cart.item.sizeChanged') bag.size = bag.size === SIZES.A ? SIZES.B : SIZES.A
      if (op.type === 'cart.item.removed') [bag.kite, bag.quantity] = [false, 0]
      if (op.type === 'cart.promo.applied') [bag.promo, bag.typed] = [true, '']
      if (op.type === 'cart.giftWrap.toggled') bag.wrap = op.wrapped as boolean
      bag.pending = null
      bag.error = null
      continue
    }
    if (event.type.startsWith('xstate.error.actor.') && bag.pending) {
      bag.error = bag.pending.type === 'cart.promo.applied' ? TEXT.promoError : 'failed'
      bag.pending = null
      continue
    }
    if (isSettlement(event)) continue
    if (event.type === 'cart.addedToBagModal.closed') {
      bag.dialog = false
      continue
    }
    if (BAG_ACTIONS.has(event.type)) {
      // The dialog covers the page until it is closed; the bag offers its changes for a line in it.
      if (bag.dialog || !bag.kite) refuse()
      bag.lastOnBag = true
    }
    // The switch can only be pressed to the state it does not show.
    if (event.type === 'cart.giftWrap.toggled' && event.wrapped === bag.wrap) refuse()
    if (event.type === 'cart.promo.typed') {
      // Typing what the field already holds changes nothing.
      if (event.code === bag.typed) refuse()
      bag.typed = event.code as string
      continue
    }
    if (event.type === 'cart.item.added') {
      // The dialog covers add to bag; going back to the product page by its address leaves no typed code behind.
      if (bag.dialog || (bag.lastOnBag && bag.typed !== '')) refuse()
      bag.lastOnBag = false
    }
    // The stepper offers one more than the line holds: 2 from 1.
    if (event.type === 'cart.item.quantityChanged' && bag.quantity + 1 !== event.quantity) refuse()
    if (event.type === 'cart.promo.applied') {
      if (/^WR-/i.test(bag.typed)) {
        bag.error = TEXT.warranty
        bag.notified = true
        continue
      }
      // A code the bag holds already is refused before anything is sent (spec 5.5); the model's carts hold none.
      if (bag.promo) refuse()
    }
    bag.pending = event
    bag.error = null
  }
  return bag
}

const addedDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: TEXT.addedToBag })
const bagLine = (page: Page) => page.getByTestId('bag-line').filter({ hasText: KITE_NAME })
const removeButton = (page: Page) => page.getByRole('button', { name: `Remove ${KITE_NAME} from the bag` })
const increase = (page: Page) => bagLine(page).getByRole('button', { name: `Increase quantity of ${KITE_NAME}` })
const sizePicker = (page: Page) => bagLine(page).getByRole('button', { name: /Size \(EU\)/ })
const promoField = (page: Page) => page.getByRole('textbox', { name: 'Promo code' })
const applyButton = (page: Page) => page.getByRole('button', { name: 'Apply', exact: true })
const giftWrap = (page: Page) => page.getByRole('switch', { name: 'Gift wrapping' })
const onBag = (page: Page) => new URL(page.url()).pathname.endsWith('/shopping-bag')

async function toBag(page: Page) {
  if (!onBag(page)) await page.goto('/en/shopping-bag')
  await waitForHydration(page)
  await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
}

async function toProduct(page: Page) {
  if (onBag(page) || !page.url().includes(KITE_EN)) {
    await page.goto(KITE_EN)
    await waitForHydration(page)
  }
}

async function press(target: Locator) {
  await target.focus()
  await target.press('Enter')
}

/** The shopper's next action on the path after step `index`, settlements skipped. */
function nextAction(path: ModelPath, index: number): EventObject | undefined {
  return path.steps.slice(index + 1).find((step) => !isSettlement(step.event))?.event
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
        // The shopper types a code into the field, then Apply sends what it holds.
        { type: 'cart.promo.typed', code: PROMO },
        { type: 'cart.promo.typed', code: WARRANTY },
        { type: 'cart.promo.applied' },
        // The switch pressed: it names the state it shows then (this model's bag never comes back wrapped).
        { type: 'cart.giftWrap.toggled', wrapped: true },
      ],
      outputs: { createCart: [line('A')], updateCart: [line('A')] },
    },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { cart: CartView | null; intent: unknown; error: unknown; promoCode: string }
      }
      return JSON.stringify([value, context.cart !== null, context.intent, context.error, context.promoCode])
    },
    // Which branch an answer takes depends on the operation it answers; whether Apply sends depends on the field.
    stepKey: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { intent: { kind: string } | null; cart: CartView | null; promoCode: string }
      }
      return [value, context.intent?.kind, context.cart !== null, context.promoCode]
    },
    requireEveryTransition: true,
    // Every kind of change the platform takes is taken once, an accepted promo code too.
    coverEmitted: true,
  },
  // The page offers each action only where the shopper can take it (see `bagAfter`); paths are searched among those.
  shopperView: (path) => {
    const { feasible, error, notified, pending, ...seen } = bagAfter(
      path.steps.slice(1).map((s) => s.event as ShopperEvent),
    )
    return feasible ? JSON.stringify([seen, error, notified, pending?.type]) : null
  },
  maxSteps: 9,
  start: async (page) => {
    await grantConsent(page)
    await page.goto(KITE_EN)
    await waitForHydration(page)
  },
  act: async (page, step) => {
    const { event } = step
    if (isSettlement(event)) {
      held.get(page)?.()
      held.delete(page)
      return
    }
    const bag = bagAfter(step.events.slice(0, -1))
    // A change that starts a platform call: its write is held until the path answers it (the shopper
    // may type in the promo field meanwhile), then passed on or failed; a path that ends first leaves it held.
    if (OPERATIONS.has(event.type) && (step.in('operation.creatingCart') || step.in('operation.updating'))) {
      const answer = step.path.steps.slice(step.index + 1).find((s) => isSettlement(s.event))?.event
      const fails = answer?.type.startsWith('xstate.error.actor.')
      held.set(
        page,
        await holdNextRequest(page, isCartWrite, fails ? { status: 503, body: { error: 'Unavailable' } } : undefined),
      )
    }
    switch (event.type) {
      case 'cart.item.added':
        await toProduct(page)
        // The line's own size: the same article again (spec 4.4: its quantity grows by one).
        await page
          .getByTestId('size-picker')
          .getByText(bag.kite ? bag.size : SIZES.A, { exact: true })
          .click()
        await page.getByTestId('add-to-bag').click()
        return
      case 'cart.addedToBagModal.closed': {
        const next = nextAction(step.path, step.index)
        // On to the bag by the dialog's own link, or back to the product page with Escape.
        if (next && BAG_ACTIONS.has(next.type))
          await addedDialog(page).getByRole('link', { name: 'View bag', exact: true }).click()
        else await page.keyboard.press('Escape')
        await expect(addedDialog(page)).toHaveCount(0)
        return
      }
      case 'cart.item.quantityChanged':
        await toBag(page)
        await press(increase(page))
        return
      case 'cart.item.sizeChanged':
        await toBag(page)
        await sizePicker(page).click()
        await page.getByRole('option', { name: bag.size === SIZES.A ? SIZES.B : SIZES.A, exact: true }).click()
        return
      case 'cart.item.removed':
        await toBag(page)
        await press(removeButton(page))
        return
      case 'cart.promo.typed':
        await toBag(page)
        await promoField(page).fill(String(event.code))
        return
      case 'cart.promo.applied':
        await toBag(page)
        await press(applyButton(page))
        return
      case 'cart.giftWrap.toggled':
        await toBag(page)
        await giftWrap(page).click({ force: true })
    }
  },
  see: (page, step): Sight[] => {
    const bag = bagAfter(step.events)
    const sights: Sight[] = []
    const busy = step.in('operation.creatingCart') || step.in('operation.updating')
    const filled = bag.kite || bag.wrap
    if (busy && onBag(page))
      sights.push({
        says: 'while the platform works on the bag it is locked: its line, gift wrapping and Apply cannot be used, and it still shows the bag as the platform last answered (spec 4.4)',
        check: async () => {
          await expect(removeButton(page)).toBeDisabled()
          await expect(increase(page)).toBeDisabled()
          await expect(page.getByRole('button', { name: `Move ${KITE_NAME} to the wishlist` })).toBeDisabled()
          await expect(giftWrap(page)).toBeDisabled()
          await expect(applyButton(page)).toBeDisabled()
          await expect(bagLine(page).getByTestId('bag-line-quantity')).toHaveText(String(bag.quantity))
          await expect(bagLine(page).getByTestId('bag-line-size')).toHaveText(`${bag.size} EU`)
        },
      })
    if (busy && !onBag(page))
      sights.push({
        says: 'while the item is being added, add to bag says it is busy',
        check: async () => await expect(page.getByTestId('add-to-bag')).toHaveAttribute('aria-disabled', 'true'),
      })
    if (!busy && onBag(page)) {
      sights.push({
        says: 'the bag shows what the shopper’s changes made of it: the line, its quantity and size, or the empty bag (spec 2.7, 4.4)',
        check: async () => {
          if (!filled) return await expect(page.getByTestId('bag-empty')).toContainText(TEXT.empty)
          if (!bag.kite) return await expect(bagLine(page)).toHaveCount(0)
          await expect(bagLine(page).getByTestId('bag-line-quantity')).toHaveText(String(bag.quantity))
          await expect(bagLine(page).getByTestId('bag-line-size')).toHaveText(`${bag.size} EU`)
          await expect(removeButton(page)).toBeEnabled()
        },
      })
      if (filled)
        sights.push({
          says: 'an applied code is listed as applied; gift wrapping is on once chosen (spec 5.5, 2.7)',
          check: async () => {
            const code = page.getByTestId('promo-code').filter({ hasText: PROMO })
            if (bag.promo) await expect(code).toContainText('applied')
            else await expect(code).toHaveCount(0)
            if (bag.wrap) await expect(giftWrap(page)).toBeChecked()
            else await expect(giftWrap(page)).not.toBeChecked()
          },
        })
      if (filled)
        sights.push({
          says: 'the promo field holds what the shopper typed until the code is taken, and Apply is offered for it',
          check: async () => {
            await expect(promoField(page)).toHaveValue(bag.typed)
            if (bag.typed) await expect(applyButton(page)).toBeEnabled()
            else await expect(applyButton(page)).toBeDisabled()
          },
        })
    }
    if (!busy && bag.error)
      sights.push({
        says: 'a warranty code, a refused code and a failed call each say so (spec 5.5, 8.2, 8.3)',
        check: async () => {
          const failed = onBag(page) ? TEXT.notUpdated : TEXT.notAdded
          await expect(page.getByText(bag.error === 'failed' ? failed : bag.error!)).toBeVisible()
        },
      })
    if (!busy && bag.notified)
      sights.push({
        says: 'a warranty code is also announced by a notification (spec 5.5)',
        check: async () => await expect(page.getByTestId('toast')).toBeVisible(),
      })
    if (!onBag(page))
      sights.push({
        says: 'after an add the platform took, the added-to-bag dialog shows the article, until the shopper closes it (spec 2.7, 4.4)',
        check: async () => {
          if (!bag.dialog) return await expect(addedDialog(page)).toHaveCount(0)
          await expect(addedDialog(page)).toBeVisible({ timeout: 15_000 })
          await expect(addedDialog(page)).toContainText(KITE_NAME)
          await expect(addedDialog(page)).toContainText(`In your bag (${bag.quantity})`)
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
      'the pages offer no change the rules of 5.1 refuse (add to bag asks for a size first, a line’s changes need the line); the machine-level model takes it',
    'cart.operation.creatingCart —xstate.done.actor.createCart #1→ cart.operation.idle':
      'a cart started by gift wrapping: the bag offers gift wrapping only once it holds a line',
  },
})
