// @ts-nocheck
import { expect, test, type Page, type Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { orderTrackingMachine } from '../../src/machines/order-tracking/order-tracking.machine'
import { graphql, guest, placeOrder } from '../security/shopper'
import { ORDER_SKUS } from './checkout-model'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type Sight } from './model-browser'

/**
 * Order tracking (spec 2.7 "Order tracking", 4.9, 5.3, 8.3) on /en/order-tracking and
 * /sledování-objednávky, its statechart's paths taken by a shopper who placed one guest order: the
 * form sent empty, with a number that is not one, too long, then fixed by typing; the right number
 * with an email of another case and spaces around (found), with another email (not found), the page
 * reloaded in the browser session that found it (shown again) or in one that did not (the form), and
 * Track another order. Found and not found are the real server's answers; too many tries and a
 * service down are answered in the server's stead, as the shop's limit (10 lookups a minute per client
 * address) is the security suite's to reach. Each path names a client address of its own
 * (`X-Forwarded-For`, the test server trusting one proxy), so no path and no other spec spends
 * another's lookups, whichever worker runs them.
 */
test.describe.configure({ timeout: 60_000 })

/** The number the model's events type; the browser types the real order's number instead. */
const MODEL_NUMBER = 'KCZ1000'
const EMAIL = 'shopper@example.com'
const RIGHT_EMAIL = ' Shopper@Example.com '
const OTHER_EMAIL = 'someone.else@example.com'
const RETRY_AFTER = 42
/** The order as the model's answers name it; the page shows the real one. */
const THE_ORDER = named('the order', { orderNumber: MODEL_NUMBER })

const WORDS = {
  en: {
    path: '/en/order-tracking',
    labels: { orderNumber: 'Order number', email: 'Email' },
    submit: 'Track order',
    required: 'This field is required.',
    orderNumberInvalid: 'The order number is not valid. Please use only letters, digits and hyphens.',
    orderNumberTooLong: 'The order number is too long. Please use at most 20 characters.',
    emailTooLong: 'The email is too long. Please use at most 70 characters.',
    email: 'Please enter a valid email address.',
    notFound: 'We could not find an order with this order number and email. Please check both and try again.',
    throttled: 'Too many attempts. Please try again in 1 min.',
    serverError: 'Something went wrong on our side. Please try again later.',
    order: (number: string) => `Order ${number}`,
    type: 'Home delivery',
    status: 'Status: Open',
    another: 'Track another order',
  },
  'cs-CZ': {
    path: encodeURI('/sledování-objednávky'),
    labels: { orderNumber: 'Číslo objednávky', email: 'E-mail' },
    submit: 'Sledovat objednávku',
    required: 'Toto pole je povinné.',
    orderNumberInvalid: 'Číslo objednávky není platné. Použijte jen písmena, číslice a pomlčky.',
    orderNumberTooLong: 'Číslo objednávky je příliš dlouhé. Použijte nejvýše 20 znaků.',
    emailTooLong: 'E-mail je příliš dlouhý. Použijte nejvýše 70 znaků.',
    email: 'Zadejte prosím platnou e-mailovou adresu.',
    notFound: 'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím obojí a zkuste to znovu.',
    throttled: 'Příliš mnoho pokusů. Zkuste to prosím znovu za 1 min.',
    serverError: 'Na naší straně se něco pokazilo. Zkuste to prosím později.',
    order: (number: string) => `Objednávka ${number}`,
    type: 'Doručení na adresu',
    status: 'Stav: Otevřená',
    another: 'Sledovat jinou objednávku',
  },
} as const
type Locale = keyof typeof WORDS

/** A page opened fresh, or reloaded with the order's number in its address, by a browser session that found it or not. */
interface Start {
  locale: Locale
  remembered: string | null
  granted: boolean
}
const FRESH: Start = { locale: 'en', remembered: null, granted: false }
const KEPT: Start = { locale: 'cs-CZ', remembered: MODEL_NUMBER, granted: true }
const FORGOTTEN: Start = { locale: 'en', remembered: MODEL_NUMBER, granted: false }

type Event = EventObject & Record<string, unknown>
interface Values {
  orderNumber: string
  email: string
}
type FieldError = 'required' | 'orderNumberInvalid' | 'orderNumberTooLong' | 'emailTooLong' | 'email'

/**
 * Spec 5.3 (the form's own maximum lengths: 20 for the number, 70 for the email) and 8.3 "Order
 * tracking": an empty field is the generic required field, an address that is not one the generic email.
 */
function specErrors(values: Values): Record<keyof Values, FieldError | null> {
  const number = values.orderNumber.trim()
  const email = values.email.trim()
  return {
    orderNumber: !number
      ? 'required'
      : number.length > 20
        ? 'orderNumberTooLong'
        : /^[A-Za-z0-9-]+$/.test(number)
          ? null
          : 'orderNumberInvalid',
    email: !email ? 'required' : email.length > 70 ? 'emailTooLong' : /^\S+@\S+\.\S{2,}$/.test(email) ? null : 'email',
  }
}
const anyError = (values: Values) => Object.values(specErrors(values)).some(Boolean)

const valuesOf = (event: Event): Values => ({ orderNumber: String(event.orderNumber), email: String(event.email) })
const statusOf = (event: Event) => (event.error as { status?: number } | undefined)?.status

interface Seen {
  phase: 'restoring' | 'form' | 'submitting' | 'found'
  /** What the fields hold. */
  fields: Values
  /** The field messages shown (after a submission the rules turned away, until fixed). */
  errors: Record<keyof Values, FieldError | null> | null
  failure: 'notFound' | 'throttled' | 'serverError' | null
  /** Whether the shown order came from the form (its number then goes into the address). */
  looked: boolean
  /** The field the shopper typed into last. */
  typedIn: keyof Values | null
  submitted: Values | null
}

/** What the shopper sees, replayed from their actions and the answers; null when the page cannot offer the path. */
function seen(events: Event[], start: Start): Seen | null {
  const empty = { orderNumber: '', email: '' }
  let view: Seen = {
    phase: start.remembered ? 'restoring' : 'form',
    fields: empty,
    errors: null,
    failure: null,
    looked: false,
    typedIn: null,
    submitted: null,
  }
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.readRemembered':
        if (!start.granted) return null
        view = { ...view, phase: 'found' }
        break
      case 'xstate.error.actor.readRemembered':
        if (start.granted) return null
        view = { ...view, phase: 'form' }
        break
      case 'tracking.submitted': {
        const values = valuesOf(event)
        // From the messages, new values can only be typed in: the typing itself would already be judged.
        if (view.errors && (values.orderNumber !== view.fields.orderNumber || values.email !== view.fields.email))
          return null
        const invalid = anyError(values)
        view = {
          ...view,
          fields: values,
          errors: invalid ? specErrors(values) : null,
          failure: invalid ? view.failure : null,
          phase: invalid ? 'form' : 'submitting',
          submitted: invalid ? view.submitted : values,
          typedIn: null,
        }
        break
      }
      case 'tracking.edited': {
        const values = valuesOf(event)
        // Only typing changes a field.
        if (values.orderNumber === view.fields.orderNumber && values.email === view.fields.email) return null
        view = {
          ...view,
          fields: values,
          errors: anyError(values) ? specErrors(values) : null,
          typedIn: typedLast(view.fields, values),
        }
        break
      }
      case 'xstate.done.actor.lookUp':
        if (view.submitted?.email !== RIGHT_EMAIL) return null
        view = { ...view, phase: 'found', looked: true }
        break
      case 'xstate.error.actor.lookUp': {
        const status = statusOf(event)
        // Not found is the server's own answer: another email than the order's.
        if ((status === 404) !== (view.submitted?.email === OTHER_EMAIL)) return null
        view = {
          ...view,
          phase: 'form',
          failure: status === 404 ? 'notFound' : status === 429 ? 'throttled' : 'serverError',
        }
        break
      }
      case 'tracking.restarted':
        view = { ...view, phase: 'form', fields: empty, errors: null, failure: null, looked: false, typedIn: null }
        break
      default:
        throw new Error(`The order tracking page has no rule for ${event.type}`)
    }
  }
  return view
}

/** The fields in the order they are typed into so that the messages change only with the last one. */
function typingOrder(from: Values, to: Values): Array<keyof Values> {
  const changed = (['orderNumber', 'email'] as const).filter((field) => from[field] !== to[field])
  if (changed.length < 2) return [...changed]
  const [first, second] = changed as [keyof Values, keyof Values]
  // Typed first, a field must not fix the form before the other is typed (nor when the end is fixed).
  return anyError({ ...from, [first]: to[first] }) ? [first, second] : [second, first]
}
const typedLast = (from: Values, to: Values) => typingOrder(from, to).at(-1) ?? null

/** The order the spec's paths share: a guest's, placed with shopper@example.com. */
let orderNumber: string | null = null
async function theOrder(origin: string): Promise<string> {
  if (!orderNumber) {
    const shopper = await guest(origin)
    const id = await placeOrder(origin, shopper, ORDER_SKUS.trackingModel)
    const { me } = await graphql<{ me: { order: { orderNumber: string } } }>(
      origin,
      shopper.token,
      'query ($id: String!) { me { order(id: $id) { orderNumber } } }',
      { id },
    )
    orderNumber = me.order.orderNumber
  }
  return orderNumber
}
const real = (value: string) => value.replace(MODEL_NUMBER, orderNumber!)

/** A client address of the path's own (documentation range), so its lookups count against it alone. */
function clientAddress(): string {
  const number = Number(/path (\d+)$/.exec(test.info().title)?.[1] ?? 0)
  return `203.0.113.${(number % 250) + 1}`
}

const isLookUp = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/api/order-tracking'
const isRead = (url: string, method: string) =>
  method === 'GET' && new URL(url).pathname.startsWith('/api/order-tracking/')

/** The lookup or read on its way, held until the path's next settlement says how it ends. */
const held = new WeakMap<Page, { reached: Promise<void>; settle: (event: Event) => void }>()

async function holdNext(page: Page, matches: (url: string, method: string) => boolean) {
  let settle!: (event: Event) => void
  const decided = new Promise<Event>((resolve) => (settle = resolve))
  let reach!: () => void
  const reached = new Promise<void>((resolve) => (reach = resolve))
  let used = false
  await page.route('**/api/order-tracking**', async (route: Route) => {
    const request = route.request()
    if (used || !matches(request.url(), request.method())) return route.fallback()
    used = true
    reach()
    const event = await decided
    const status = statusOf(event)
    if (status === 429)
      // Too many tries, as the shop answers them (its limit is reached by the security suite).
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': String(RETRY_AFTER) },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many order tracking attempts. Please try again later.' }),
      })
    if (status !== undefined && status !== 404)
      // The commerce platform down, as the shop answers it.
      return route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Unknown error occurred', code: 'unavailable' }),
      })
    await route.fallback()
  })
  held.set(page, { reached, settle })
}

async function settle(page: Page, event: Event) {
  const current = held.get(page)
  if (!current) throw new Error(`No request is on its way for ${event.type}`)
  held.delete(page)
  await current.reached
  current.settle(event)
}

const form = (page: Page) => page.getByTestId('order-tracking-form')
const field = (page: Page, locale: Locale, name: keyof Values) =>
  form(page).getByRole('textbox', { name: `* ${WORDS[locale].labels[name]}`, exact: true })

/** Types a field's new value key by key, as a shopper does. */
async function typeInto(page: Page, locale: Locale, name: keyof Values, value: string) {
  const input = field(page, locale, name)
  await input.click()
  await input.press('ControlOrMeta+a')
  if (value) await page.keyboard.type(real(value))
  else await input.press('Backspace')
}

/** The limits of spec 5.3 are the form's own: a longer value is typed past them to be told so. */
async function typeValues(page: Page, locale: Locale, from: Values, to: Values) {
  for (const name of typingOrder(from, to)) {
    if (to[name].length > (name === 'orderNumber' ? 20 : 70))
      await field(page, locale, name).evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'))
    await typeInto(page, locale, name, to[name])
  }
}

const viewOf = (path: ModelPath, input: unknown) =>
  seen(
    path.steps.slice(1).map((s) => s.event as Event),
    input as Start,
  )

describeBrowserModel('order tracking', {
  machine: orderTrackingMachine,
  model: {
    inputs: [FRESH, KEPT, FORGOTTEN],
    events: {
      domain: [
        { type: 'tracking.submitted', orderNumber: MODEL_NUMBER, email: RIGHT_EMAIL },
        { type: 'tracking.submitted', orderNumber: MODEL_NUMBER, email: OTHER_EMAIL },
        // Spec 8.3: order number invalid; order number too long and order email too long; empty fields.
        { type: 'tracking.submitted', orderNumber: 'KCZ 1000', email: EMAIL },
        { type: 'tracking.submitted', orderNumber: 'K'.repeat(21), email: `${'a'.repeat(60)}@example.com` },
        { type: 'tracking.submitted', orderNumber: '', email: '' },
        { type: 'tracking.edited', orderNumber: MODEL_NUMBER, email: 'shopper@example' },
        { type: 'tracking.edited', orderNumber: MODEL_NUMBER, email: EMAIL },
        { type: 'tracking.restarted' },
      ],
      outputs: { lookUp: [THE_ORDER], readRemembered: [THE_ORDER] },
      errors: {
        lookUp: [{ status: 404 }, { status: 429, retryAfter: RETRY_AFTER }, { status: 500 }],
        readRemembered: [{ status: 404 }],
      },
    },
    requireEveryTransition: true,
  },
  shopperView: (path, input) => {
    const view = viewOf(path, input)
    return view && JSON.stringify(view)
  },
  maxSteps: 6,
  walk: { length: 14 },
  start: async (page, input) => {
    const start = input as Start
    const origin = test.info().project.use.baseURL!
    const number = await theOrder(origin)
    const headers = { 'x-forwarded-for': clientAddress() }
    await page.setExtraHTTPHeaders(headers)
    if (start.granted) {
      // The browser session found the order before (its grant cookie), then reloads the page.
      const found = await page.request.post('/api/order-tracking', {
        headers,
        data: { orderNumber: number, email: EMAIL, locale: start.locale },
      })
      expect(found.status()).toBe(200)
    }
    if (start.remembered) await holdNext(page, isRead)
    await page.goto(`${WORDS[start.locale].path}${start.remembered ? `?order=${number}` : ''}`)
    await waitForHydration(page)
  },
  act: async (page, step) => {
    const { event } = step
    const start = step.input as Start
    const locale = start.locale
    if (event.type.startsWith('xstate.')) return settle(page, event)
    const before = viewOf({ ...step.path, steps: step.path.steps.slice(0, step.index) }, start)!
    switch (event.type) {
      case 'tracking.submitted': {
        const values = valuesOf(event)
        await typeValues(page, locale, before.fields, values)
        if (!anyError(values)) await holdNext(page, isLookUp)
        return form(page).getByRole('button', { name: WORDS[locale].submit }).click()
      }
      case 'tracking.edited':
        return typeValues(page, locale, before.fields, valuesOf(event))
      case 'tracking.restarted':
        return page.getByRole('button', { name: WORDS[locale].another }).click()
      default:
        throw new Error(`No shopper action on the page sends ${event.type}`)
    }
  },
  see: (page, step): Sight[] => {
    const start = step.input as Start
    const words = WORDS[start.locale]
    const view = seen(step.events, start)!
    const number = orderNumber!
    const busy = view.phase === 'restoring' || view.phase === 'submitting'
    if (view.phase === 'found')
      return [
        {
          says: 'the order found is shown: its number, order type and its item with its status (spec 2.7, 4.9); the form is gone',
          check: async () => {
            const result = page.getByTestId('tracked-order')
            await expect(result.getByRole('heading', { name: words.order(number) })).toBeVisible()
            await expect(result.getByTestId('tracked-order-number')).toHaveText(number)
            await expect(result.getByTestId('tracked-order-type')).toHaveText(words.type)
            const items = result.getByTestId('tracked-order-items').getByRole('listitem')
            await expect(items).toHaveCount(1)
            await expect(items.first()).toContainText(words.status)
            await expect(form(page)).toHaveCount(0)
          },
        },
        {
          says: view.looked
            ? 'the order’s number goes into the page’s address, and the result takes the focus'
            : 'the address keeps the order’s number',
          check: async () => {
            await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe(number)
            if (view.looked) await expect(page.getByRole('heading', { name: words.order(number) })).toBeFocused()
          },
        },
        {
          says: `'${words.another}' is offered`,
          check: async () => expect(page.getByRole('button', { name: words.another })).toBeVisible(),
        },
      ]
    const failure = view.failure ? words[view.failure] : null
    return [
      {
        says: busy ? 'the form is busy while the order is asked for: Track order takes no press' : 'the form is ready',
        check: async () => {
          await expect(page.getByTestId('tracked-order')).toHaveCount(0)
          const submit = form(page).getByRole('button', { name: words.submit })
          if (busy) await expect(submit).toHaveAttribute('aria-disabled', 'true')
          else await expect(submit).not.toHaveAttribute('aria-disabled', 'true')
        },
      },
      {
        says: failure ? `the form says “${failure}” (8.3)` : 'no message above the form',
        check: async () => {
          const alert = page.getByTestId('order-tracking-failure')
          if (failure) await expect(alert).toHaveText(failure)
          else await expect(alert).toHaveCount(0)
        },
      },
      {
        says: view.errors
          ? 'each field in error says why (8.3, 5.3); the others say nothing'
          : 'no field says it is in error',
        check: async () => {
          for (const name of ['orderNumber', 'email'] as const) {
            const error = view.errors?.[name] ?? null
            const input = field(page, start.locale, name)
            if (error) {
              await expect(input).toHaveAttribute('aria-invalid', 'true')
              await expect(input).toHaveAccessibleDescription(words[error])
            } else await expect(input).not.toHaveAttribute('aria-invalid', 'true')
          }
        },
      },
      {
        says:
          view.errors && !view.typedIn
            ? 'the first field in error takes the focus after the form was sent'
            : view.typedIn
              ? 'typing keeps the focus in the field typed into'
              : 'the fields keep what was typed',
        check: async () => {
          const first = view.errors?.orderNumber ? 'orderNumber' : view.errors?.email ? 'email' : null
          if (view.typedIn) await expect(field(page, start.locale, view.typedIn)).toBeFocused()
          else if (first && step.event.type === 'tracking.submitted')
            await expect(field(page, start.locale, first)).toBeFocused()
          await expect(field(page, start.locale, 'orderNumber')).toHaveValue(real(view.fields.orderNumber))
          // An email field drops the spaces around its value (HTML's email input).
          await expect(field(page, start.locale, 'email')).toHaveValue(view.fields.email.trim())
        },
      },
      {
        says: 'the page’s address names no order',
        check: async () => {
          if (view.phase === 'restoring') return
          await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBeNull()
        },
      },
    ]
  },
  outOfReach: {
    'orderTracking.found —tracking.order.updated→ (self)':
      'the order changes on the page when a return of its delivered items is started; these orders are not delivered, and order-tracking-returns.spec.ts and the return statechart’s browser paths start one',
  },
})
