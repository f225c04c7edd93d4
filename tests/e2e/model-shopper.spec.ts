import { expect, test, type Page } from '@playwright/test'
import { createActor, fromCallback, type EventObject } from 'xstate'
import { leafStates } from '../../model-tests/support/expectations'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { shopperMachine } from '../../src/machines/shopper/shopper.machine'
import { ACCOUNT_PASSWORD, newShopper, SHOPPER } from './account-model'
import { KITE_EN, KITE_NAME } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, type BrowserStep, type Sight } from './model-browser'

/**
 * What a change of session means for the rest of the shop (spec 4.1, 4.11, 8.2), the shopper
 * statechart's paths taken on the English search listing of the Kite pumps: a customer logs in from
 * the login dialog (their bag and wishlist come with the sign-in, their profile names them and hides
 * the newsletter block they are subscribed to), logs out (the bag and wishlist go with the session), a
 * user the platform refuses is signed out, and a guest who saved the pumps opens the page again (their
 * own wishlist comes back). Every answer is the real server's, held until the page has been checked
 * mid-way, or failed as the server fails.
 */
// A path may make the account and fill its bag first.
test.describe.configure({ timeout: 60_000 })

const SEARCH = '/en/search?q=kite%20leather%20pumps'
const NEWSLETTER = 'News from Kestrel'
const TEXT = { signedOut: 'You have been logged out' }

/** The machine's input: the bag's and the wishlist's actors, stand-ins (the browser has its own). */
const idle = () => createActor(fromCallback(() => undefined)).start()
const input = { cart: idle(), wishlist: idle() }

// The machine's answers, named for the path listings; the browser gets them from the real server.
const accountData = named('the account’s bag and wishlist', { cart: null, wishlist: null })
const guestData = named('the guest’s own bag and wishlist', { cart: null, wishlist: null })
const profile = named('the profile', { id: 'u-1', version: 1, firstName: SHOPPER.firstName })
const refused = named('a refused user', { data: { code: 'CustomerGetFailure' } })
const unavailable = named('the service down', new Error('unavailable'))

/** Spec 8.2: getting the user answers a code that signs the shopper out. */
const USER_REFUSED = { status: 400, body: { error: 'The customer could not be read.', code: 'CustomerGetFailure' } }
const UNAVAILABLE = { status: 502, body: { error: 'Unknown error occurred' } }
const GRAPHQL_DOWN = { status: 500, body: { errors: [{ message: 'Internal server error' }] } }

const pathOf = (url: string) => new URL(url).pathname
type Request = (url: string, method: string, body: string) => boolean
/** The requests the page makes for the machine's services and the session's news. */
const REQUESTS = {
  profile: (url, method) => method === 'GET' && pathOf(url) === '/api/user/get-user',
  /** The sign-in's bag and wishlist, and the guest's own: the same query of the commerce platform. */
  data: (url, method, body) =>
    method === 'POST' && pathOf(url) === '/api/graphql' && body.includes('MyActiveCartAndShoppingLists'),
  signOut: (url, method) => method === 'POST' && pathOf(url) === '/api/session/sign-out',
} satisfies Record<string, Request>
type Held = keyof typeof REQUESTS

/** A request held on its way until the path answers it: passed to the server, or failed as the server fails. */
interface Hold {
  caught: () => boolean
  answer: (failure?: { status: number; body: unknown }) => void
}

async function hold(page: Page, matches: Request): Promise<Hold> {
  let answer!: Hold['answer']
  const decided = new Promise<{ status: number; body: unknown } | undefined>((resolve) => (answer = resolve))
  let caught = false
  await page.route('**/api/**', async (route) => {
    const request = route.request()
    if (caught || !matches(request.url(), request.method(), request.postData() ?? '')) return route.fallback()
    caught = true
    const failure = await decided
    if (failure)
      await route
        .fulfill({ status: failure.status, contentType: 'application/json', body: JSON.stringify(failure.body) })
        .catch(() => undefined)
    else await route.fallback().catch(() => undefined)
  })
  return { caught: () => caught, answer }
}

/** The account the paths share (spec 3.6): subscribed to the newsletter, the pumps in its bag and wishlist. */
let account: string | null = null

async function prepareAccount(page: Page): Promise<string> {
  if (account) return account
  const email = await newShopper(page, 'shopper')
  const subscribed = await page.request.put('/api/subscriptions', { data: { newsletter: true, locale: 'en' } })
  expect(subscribed.status()).toBe(200)
  await page.goto(KITE_EN)
  await waitForHydration(page)
  await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
  await page.getByTestId('add-to-bag').click()
  await expect(page.getByTestId('added-to-bag')).toBeVisible({ timeout: 15_000 })
  await page.goto(SEARCH)
  await waitForHydration(page)
  await heart(page).click()
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(banner(page).getByRole('link', { name: 'Wishlist, 1 item', exact: true })).toBeVisible()
  const out = await page.request.post('/api/session/sign-out')
  expect(out.ok()).toBe(true)
  await page.context().clearCookies()
  account = email
  return email
}

const footer = (page: Page) => page.getByRole('contentinfo')
const banner = (page: Page) => page.getByRole('banner')
const loginForm = (page: Page) => page.getByTestId('login-form')
const heart = (page: Page) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="${KITE_EN}"]`) })
    .getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })
const bagLink = (page: Page, count: number) =>
  banner(page).getByRole('link', { name: count ? `Shopping bag, ${count} item` : 'Shopping bag', exact: true })
const wishlistLink = (page: Page, count: number) =>
  banner(page).getByRole('link', { name: count ? `Wishlist, ${count} item` : 'Wishlist', exact: true })

/**
 * The page as the path has left it: who the session is, and what the page is waiting for (the
 * sign-in's data, the sign-out's answer, the guest's own data). Derived from the path's events, not
 * from the machine.
 */
interface World {
  session: 'none' | 'guest' | 'customer' | 'refused' | 'signingOut'
  /** The sign-in's bag and wishlist are on their way (held until the path's `shopper.data.loaded`). */
  dataHeld: boolean
  /** Whether the shopper ever saved the pumps as a guest: a guest's wishlist holds them. */
  guestSaved: boolean
  /** Whether the signed-in customer's profile has arrived (their name shows). */
  named: boolean
}

const START: World = { session: 'none', dataHeld: false, guestSaved: false, named: false }

/** The world after each step, or null at the first step no shopper could take on this page. */
function worldsOf(path: ModelPath): World[] | null {
  const worlds: World[] = [START]
  let world = START
  for (const [i, { event }] of path.steps.entries()) {
    if (i === 0) continue
    const before = leafStates(path.steps[i - 1]!.state)
    const settled = before.includes('data.idle') && before.includes('profile.idle')
    const e = event as EventObject & { customerId?: string | null; error?: unknown }
    let next: World | null = null
    switch (e.type) {
      case 'shopper.customer.named':
        // The shopper logs in on a settled page.
        if (e.customerId && (world.session === 'none' || world.session === 'guest') && settled)
          next = { ...world, session: 'customer', dataHeld: true, named: false }
        // Log out, or the shop signing out a refused user itself.
        else if (e.customerId === null && (world.session === 'customer' || world.session === 'refused'))
          next = { ...world, session: 'signingOut' }
        break
      case 'shopper.data.loaded':
        if (world.session === 'customer' && world.dataHeld && !world.guestSaved) next = { ...world, dataHeld: false }
        break
      case 'shopper.signedOut':
        if (world.session === 'signingOut') next = { ...world, session: 'none', dataHeld: false, named: false }
        break
      case 'shopper.guest.restored':
        if ((world.session === 'none' || world.session === 'guest') && settled)
          next = { ...world, session: 'guest', guestSaved: true }
        break
      case 'xstate.done.actor.fetchGuestData':
      case 'xstate.error.actor.fetchGuestData':
        next = world
        break
      case 'xstate.done.actor.fetchProfile':
        next = { ...world, named: true }
        break
      case 'xstate.error.actor.fetchProfile':
        next = e.error === refused ? { ...world, session: 'refused' } : world
        break
    }
    // A refused user is signed out at once: nothing of the shopper's comes between.
    if (world.session === 'refused' && e.type !== 'shopper.customer.named') next = null
    if (!next) return null
    worlds.push(next)
    world = next
  }
  return worlds
}

/** The world the step leaves, and the one it found. */
const worldAt = (step: BrowserStep) => worldsOf(step.path)![step.index]!
const worldBefore = (step: BrowserStep) => worldsOf(step.path)![step.index - 1]!

/**
 * Back to the listing after Log out went home: a new page, which a shopper without a session may
 * open (the statechart starts as it was left: nothing loading, no customer).
 */
async function toListing(page: Page) {
  if (page.url().endsWith(SEARCH)) return
  await page.goto(SEARCH)
  await waitForHydration(page)
}

/** What a page holds on its way. */
const holds = new WeakMap<Page, Partial<Record<Held, Hold>>>()
const holdsOf = (page: Page) => holds.get(page)!

async function holdNext(page: Page, request: Held) {
  holdsOf(page)[request] = await hold(page, REQUESTS[request])
}

async function answer(page: Page, request: Held, failure?: { status: number; body: unknown }) {
  const held = holdsOf(page)[request]
  if (!held) throw new Error(`no request for ${request} is held`)
  await expect.poll(held.caught, { message: `the shop sent its request for ${request}` }).toBe(true)
  delete holdsOf(page)[request]
  held.answer(failure)
}

async function logIn(page: Page, email: string) {
  await banner(page).getByRole('button', { name: 'Create account or log in' }).click()
  await page.getByRole('dialog', { name: 'Create an account' }).getByRole('button', { name: 'Log in' }).last().click()
  await expect(loginForm(page)).toBeVisible()
  await loginForm(page).getByLabel('Email').fill(email)
  await loginForm(page).getByLabel('Password').fill(ACCOUNT_PASSWORD)
  await loginForm(page).getByRole('button', { name: 'Log in', exact: true }).click()
}

describeBrowserModel('shopper', {
  machine: shopperMachine,
  model: {
    inputs: [input],
    events: {
      domain: [
        { type: 'shopper.customer.named', customerId: 'u-1' },
        { type: 'shopper.customer.named', customerId: null },
        { type: 'shopper.data.loaded', data: accountData },
        { type: 'shopper.signedOut' },
        { type: 'shopper.guest.restored' },
      ],
      outputs: { fetchGuestData: [guestData], fetchProfile: [profile] },
      errors: { fetchProfile: [refused, unavailable], fetchGuestData: [unavailable] },
    },
    serializeState: (snapshot) => {
      const { value, context } = snapshot as unknown as { value: unknown; context: { profileFor: string | null } }
      return JSON.stringify([value, context.profileFor])
    },
    requireEveryTransition: true,
  },
  shopperView: (path) => {
    const worlds = worldsOf(path)
    return worlds ? JSON.stringify(worlds.at(-1)) : null
  },
  maxSteps: 8,
  start: async (page) => {
    holds.set(page, {})
    const consent = [{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: test.info().project.use.baseURL! }]
    await page.context().addCookies(consent)
    await prepareAccount(page)
    await page.context().addCookies(consent)
    await page.goto(SEARCH)
    await waitForHydration(page)
  },
  act: async (page, step) => {
    const { event } = step
    const before = worldBefore(step)
    switch (event.type) {
      case 'shopper.customer.named':
        if (event.customerId) {
          if (before.session === 'none') await toListing(page)
          // The profile and the sign-in's data are held until the path answers them.
          await holdNext(page, 'profile')
          await holdNext(page, 'data')
          return logIn(page, account!)
        }
        // A refused user's sign-out is the shop's own, held since the refusal.
        if (before.session === 'refused') return
        await holdNext(page, 'signOut')
        return footer(page).getByRole('button', { name: 'Log out' }).click()
      case 'shopper.data.loaded':
        return answer(page, 'data')
      case 'shopper.signedOut':
        // What the ended session still waited for is answered too, to no one.
        for (const request of ['data', 'profile'] as const) {
          holdsOf(page)[request]?.answer()
          delete holdsOf(page)[request]
        }
        return answer(page, 'signOut')
      case 'shopper.guest.restored':
        if (before.session === 'none') {
          await toListing(page)
          // The first write starts the guest's session (spec 4.5).
          await heart(page).click()
          await expect(heart(page)).toHaveAttribute('aria-pressed', 'true')
        }
        await holdNext(page, 'data')
        await page.reload()
        await waitForHydration(page)
        return
      case 'xstate.done.actor.fetchGuestData':
        return answer(page, 'data')
      case 'xstate.error.actor.fetchGuestData':
        return answer(page, 'data', GRAPHQL_DOWN)
      case 'xstate.done.actor.fetchProfile':
        return answer(page, 'profile')
      case 'xstate.error.actor.fetchProfile':
        if ((event as { error?: unknown }).error === refused) {
          // The shop signs the refused user out at once: its sign-out is held from here when the path goes on.
          if (step.index < step.path.steps.length - 1) await holdNext(page, 'signOut')
          return answer(page, 'profile', USER_REFUSED)
        }
        return answer(page, 'profile', UNAVAILABLE)
    }
    throw new Error(`no shopper's action for ${event.type}`)
  },
  see: (page, step) => see(page, step),
  outOfReach: {
    'shopper.profile.loading —shopper.customer.named [isNewCustomer] #0→ shopper.profile.loading':
      'another customer is never named while one’s profile is on its way: the session names a customer only once authenticated, and from there the only way to another customer is Log out (or a refused user’s sign-out), which names no customer first (the profile’s request is left for the next one); a reset link signs in only a shopper who is not signed in',
  },
})

function see(page: Page, step: BrowserStep): Sight[] {
  const world = worldAt(step)
  const { event } = step
  const sights: Sight[] = []
  if (world.session === 'customer')
    sights.push({
      says: world.named
        ? 'a customer whose profile has come sees “Logged in as” with their name and a Log out button (spec 6)'
        : 'a customer whose profile has not come sees “Logged in”, without a name, and a Log out button (spec 4.1, 6)',
      check: async () => {
        const block = footer(page)
        const name = `${SHOPPER.firstName} ${SHOPPER.lastName}`
        if (world.named) await expect(block.getByText(`Logged in as ${name}`)).toBeVisible({ timeout: 10_000 })
        else await expect(block.getByText('Logged in', { exact: true })).toBeVisible({ timeout: 10_000 })
        await expect(block.getByRole('button', { name: 'Log out' })).toBeVisible()
        await expect(banner(page).getByRole('link', { name: 'My account' })).toBeVisible()
      },
    })
  if (world.session === 'customer')
    sights.push({
      says: world.named
        ? 'the newsletter block is hidden for a customer subscribed to it, once their profile has come (spec 4.11)'
        : 'the newsletter block shows while the customer’s consents are not known (spec 4.11)',
      check: async () =>
        world.named
          ? await expect(page.getByRole('region', { name: NEWSLETTER })).toHaveCount(0)
          : await expect(page.getByRole('region', { name: NEWSLETTER })).toBeVisible(),
    })
  if (world.session === 'none' || world.session === 'guest')
    sights.push({
      says: 'a guest sees the Log in and Create account links and no Log out (spec 6)',
      check: async () => {
        const block = footer(page)
        await expect(block.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 })
        await expect(block.getByRole('link', { name: 'Create account' })).toBeVisible()
        await expect(block.getByRole('button', { name: 'Log out' })).toHaveCount(0)
        await expect(banner(page).getByRole('button', { name: 'Create account or log in' })).toBeVisible()
      },
    })
  if (world.session === 'customer' && world.dataHeld && !world.guestSaved)
    sights.push({
      says: 'while the sign-in’s bag and wishlist are on their way, the header counts nothing yet',
      check: async () => {
        await expect(bagLink(page, 0)).toBeVisible()
        await expect(wishlistLink(page, 0)).toBeVisible()
      },
    })
  if (event.type === 'shopper.data.loaded')
    sights.push({
      says: 'the sign-in loads the customer’s active cart and first shopping list: the bag and the wishlist count the pumps (spec 4.1, 4.13)',
      check: async () => {
        await expect(bagLink(page, 1)).toBeVisible({ timeout: 10_000 })
        await expect(wishlistLink(page, 1)).toBeVisible()
        await expect(heart(page)).toHaveAttribute('aria-pressed', 'true')
      },
    })
  if (world.session === 'signingOut')
    sights.push({
      says:
        worldBefore(step).session === 'refused'
          ? 'a user the platform refuses is signed out at once (spec 8.2): the customer’s links go while the sign-out is on its way'
          : 'Log out goes to the home page at once; the signOut dialog waits for the sign-out to be done (spec 4.1)',
      check: async () => {
        await expect(footer(page).getByRole('button', { name: 'Log out' })).toHaveCount(0)
        if (worldBefore(step).session !== 'refused') {
          await expect(page).toHaveURL(/\/en$/)
          await expect(page.getByRole('dialog', { name: TEXT.signedOut })).toHaveCount(0)
        }
      },
    })
  if (world.session === 'refused' && step.index === step.path.steps.length - 1)
    sights.push({
      says: 'a user the platform refuses is signed out (spec 8.2): the guest’s links, without the signOut dialog that follows only Log out (spec 4.1)',
      check: async () => {
        const block = footer(page)
        await expect(block.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 })
        await expect(block.getByRole('button', { name: 'Log out' })).toHaveCount(0)
        await expect(banner(page).getByRole('button', { name: 'Create account or log in' })).toBeVisible()
        await expect(page.getByRole('dialog', { name: TEXT.signedOut })).toHaveCount(0)
      },
    })
  if (event.type === 'shopper.signedOut')
    sights.push({
      says: 'sign-out clears the bag and the wishlist with the session: the header counts nothing (spec 4.1)',
      check: async () => {
        // Spec 4.1: Log out, answered, shows the signOut dialog; a refused user's sign-out is not the shopper's Log out.
        if (worldsOf(step.path)![step.index - 2]?.session === 'customer')
          await expect(page.getByRole('dialog', { name: TEXT.signedOut })).toBeVisible()
        await expect(bagLink(page, 0)).toBeVisible({ timeout: 10_000 })
        await expect(wishlistLink(page, 0)).toBeVisible()
      },
    })
  if (event.type === 'shopper.guest.restored')
    sights.push({
      says: 'the returning guest’s page arrives with the bag and wishlist the server read for their session: the saved pumps are counted and their heart is filled while the browser’s own read is still on its way (spec 4.5)',
      check: async () => {
        await expect(wishlistLink(page, 1)).toBeVisible()
        await expect(heart(page)).toHaveAttribute('aria-pressed', 'true')
      },
    })
  if (event.type === 'xstate.done.actor.fetchGuestData')
    sights.push({
      says: 'a returning guest finds the pumps they saved: the wishlist counts them and their heart is filled (spec 4.5)',
      check: async () => {
        await expect(wishlistLink(page, 1)).toBeVisible({ timeout: 10_000 })
        await expect(heart(page)).toHaveAttribute('aria-pressed', 'true')
      },
    })
  if (event.type === 'xstate.error.actor.fetchGuestData')
    sights.push({
      says: 'when the browser’s own read of the guest’s bag and wishlist fails the page keeps what the server rendered: the saved pumps are still counted, and the guest can still log in',
      check: async () => {
        await expect(wishlistLink(page, 1)).toBeVisible()
        await expect(banner(page).getByRole('button', { name: 'Create account or log in' })).toBeEnabled()
      },
    })
  return sights
}
