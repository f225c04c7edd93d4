// @ts-nocheck
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { expect, test, type CDPSession, type Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { leafStates } from '../../model-tests/support/expectations'
import { named, type ModelPath } from '../../model-tests/support/paths'
import { sessionMachine } from '../../src/machines/session/session.machine'
import { mailById, mailsTo, type CaughtMail } from '../support/mailbox'
import { KITE_EN, KITE_NAME } from './bag-helpers'
import { waitForHydration } from './fixtures'
import { describeBrowserModel, holdNextRequest, type BrowserStep, type Sight } from './model-browser'

/**
 * The session statechart's paths taken by a shopper (spec 4.1, 5.6, 6, 8.2): logging in from the
 * login dialog with a password or a passkey (Chromium's virtual authenticator), a first write that
 * starts a guest session (the heart of the Kite pumps), a new password set through the mailed reset
 * link, Log out in the footer, the profile and the address book saved, a session the platform no
 * longer honours, and a page opened with a customer's cookie. Every answer is the real server's,
 * held until the page has been checked mid-way, or failed as the server fails (429, 5xx, a refused
 * user). The paths share a few new accounts (below), each path taking the one its answers need.
 * WebAuthn needs a domain, so these pages are opened on `localhost`.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const ORIGIN = `http://localhost:${PORT}`
test.use({ baseURL: ORIGIN })
// A path may make accounts, wait for a mail and fill a bag on another device.
test.describe.configure({ timeout: 60_000 })

const SEARCH = '/en/search?q=kite%20leather%20pumps'
const PASSWORD = 'Model-pass-2026'
const FIRST_NAME = 'Olga'
const LAST_NAME = 'Modelová'

/** The words the shopper reads (the catalog's English for spec 8.3's keys and 5.6's messages). */
const TEXT = {
  invalidEmailOrPassword: 'Invalid email or password.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  passkeyRefused: 'This passkey was not recognised.',
  passkeyCancelled: 'Signing in with a passkey was cancelled.',
  emailError: 'Please enter a valid email address.',
  required: 'This field is required.',
  signedIn: 'You are signed in.',
  signedOut: 'You have been logged out',
}

// The machine's answers, named for the path listings; the browser gets them from the real server.
const customerSession = named('customer', { kind: 'customer', customerId: 'c' })
const noSession = named('no session', { kind: 'none' })
const withBag = named('a bag with items', { cart: { lineItems: [{ id: 'l' }] }, wishlist: null })
const noBag = named('no bag', { cart: null, wishlist: null })
const recalculated = named('recalculated', { lineItems: [{ id: 'l' }] })
const failure = (label: string, fields: Record<string, unknown>) => Object.assign(new Error(label), fields)

/**
 * The page the paths start on: none, or a customer's cookie the server still honours, no longer
 * honours (the platform refuses its token), or cannot check (the session service down).
 */
type Cookie = 'live' | 'dead' | 'unreachable'
const inputs = [
  {},
  { session: { kind: 'customer' }, cookie: 'dead', bag: false },
  ...(['live', 'unreachable'] as const).flatMap((cookie) =>
    [false, true].map((bag) => ({ session: { kind: 'customer' }, cookie, bag })),
  ),
]
const cookieOf = (input: unknown) => (input as { cookie?: Cookie }).cookie
/** Whether the customer of the cookie has a bag (filled on another device). */
const bagOf = (input: unknown) => Boolean((input as { bag?: boolean }).bag)

/** The places the shopper's actions reach (spec 2.5, 6). */
const footer = (page: Page) => page.getByRole('contentinfo')
const banner = (page: Page) => page.getByRole('banner')
const loginForm = (page: Page) => page.getByTestId('login-form')
const heart = (page: Page) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="${KITE_EN}"]`) })
    .getByRole('button', { name: `Save ${KITE_NAME} to your wishlist` })

/**
 * A shopper's account, made as the create-account form makes it (spec 3.6). The shop limits new
 * accounts per client address (10 an hour), so the paths share a few: one that never has a bag and
 * one whose bag holds the pumps; a new password, a new name or a passkey is remembered here.
 */
interface Shopper {
  email: string
  password: string
  name: string
  hasBag: boolean
  passkey: VirtualCredential | null
}

/** What a path's page has: the requests held, the shopper it signs in, its authenticator. */
interface PageState {
  held: { release: () => void; caught: () => boolean } | null
  profile: { release: () => void; caught: () => boolean } | null
  shopper: Shopper | null
  authenticator: { cdp: CDPSession; id: string } | null
}
const states = new WeakMap<Page, PageState>()
const stateOf = (page: Page) => states.get(page)!

const shoppers: Shopper[] = []
let passwords = 0

/** An account with a bag or without (a bag is filled when the sign-in's answer needs it). */
async function shopperFor(page: Page, bag: boolean): Promise<Shopper> {
  const known = shoppers.find((shopper) => shopper.hasBag === bag) ?? (bag ? shoppers.find((s) => !s.hasBag) : null)
  if (known) return known
  const email = `olga-${Date.now().toString(36)}-${shoppers.length}@example.cz`
  const response = await page.request.post('/api/account/sign-up', {
    data: {
      firstName: FIRST_NAME,
      lastName: LAST_NAME,
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      consents: { termsAndConditions: true, privacyPolicy: true },
      locale: 'en',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const shopper: Shopper = {
    email,
    password: PASSWORD,
    name: `${FIRST_NAME} ${LAST_NAME}`,
    hasBag: false,
    passkey: null,
  }
  shoppers.push(shopper)
  return shopper
}

/** Another device of the same shopper: its own browser, signed in, shown the consent choice already. */
async function elsewhere<T>(page: Page, shopper: Shopper, work: (other: Page) => Promise<T>): Promise<T> {
  const context = await page.context().browser()!.newContext({ baseURL: ORIGIN })
  try {
    await context.addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: ORIGIN }])
    const response = await context.request.post('/api/session/sign-in', {
      data: { email: shopper.email, password: shopper.password },
    })
    expect(response.status()).toBe(200)
    return await work(await context.newPage())
  } finally {
    await context.close()
  }
}

/** The shopper puts the pumps in the bag on another device: their active cart holds an item. */
async function fillBagElsewhere(page: Page, shopper: Shopper) {
  if (shopper.hasBag) return
  shopper.hasBag = true
  await elsewhere(page, shopper, async (other) => {
    await other.goto(KITE_EN)
    await waitForHydration(other)
    await other.getByTestId('size-picker').getByText('37', { exact: true }).click()
    await other.getByTestId('add-to-bag').click()
    await expect(other.getByTestId('added-to-bag')).toBeVisible({ timeout: 15_000 })
  })
}

interface VirtualCredential {
  credentialId: string
  isResidentCredential: boolean
  rpId: string
  privateKey: string
  userHandle: string
  signCount: number
}

/** A passkey the shopper added on the profile page of another device, taken from that device's authenticator. */
async function registeredPasskey(page: Page, shopper: Shopper): Promise<VirtualCredential> {
  return elsewhere(page, shopper, async (other) => {
    const cdp = await other.context().newCDPSession(other)
    await cdp.send('WebAuthn.enable')
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: AUTHENTICATOR,
    })
    await other.goto('/en/my-account/profile')
    await waitForHydration(other)
    const passkeys = other.getByTestId('passkeys')
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1)
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    return credentials[0] as VirtualCredential
  })
}

/** A passkey the shop has never seen (made on this device for another site's account). */
function unknownPasskey(): VirtualCredential {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    credentialId: randomBytes(16).toString('base64'),
    isResidentCredential: true,
    rpId: 'localhost',
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    userHandle: randomBytes(16).toString('base64'),
    signCount: 0,
  }
}

const AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const

/** This device's authenticator holds exactly `credential` (none: the prompt finds no passkey and is given up). */
async function useAuthenticator(page: Page, credential: VirtualCredential | null) {
  const state = stateOf(page)
  if (!state.authenticator) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: AUTHENTICATOR })
    state.authenticator = { cdp, id: authenticatorId }
  }
  const { cdp, id } = state.authenticator
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId: id })
  if (credential) await cdp.send('WebAuthn.addCredential', { authenticatorId: id, credential })
}

/** A session cookie whose token the platform no longer honours (revoked, as after a password change elsewhere). */
async function killSessionCookie(page: Page) {
  const dead = Buffer.from(
    JSON.stringify({ a: `revoked-${Date.now()}`, r: null, e: Date.now() + 3_600_000, g: null, c: null }),
  ).toString('base64url')
  await page.context().addCookies([{ name: 'kestrel_sid', value: dead, url: ORIGIN, httpOnly: true, sameSite: 'Lax' }])
}

const pathOf = (url: string) => new URL(url).pathname
/** The request each of the machine's actors makes. */
const REQUESTS: Record<string, (url: string, method: string, body: string) => boolean> = {
  readSession: (url, method) => method === 'GET' && pathOf(url) === '/api/session',
  signIn: (url, method) => method === 'POST' && pathOf(url) === '/api/session/sign-in',
  passkeySignIn: (url, method) => method === 'POST' && pathOf(url) === '/api/account/passkeys/sign-in',
  fetchShopperData: (url, method, body) =>
    method === 'POST' && pathOf(url) === '/api/graphql' && body.includes('MyActiveCartAndShoppingLists'),
  recalculateCart: (url, method, body) =>
    method === 'POST' && pathOf(url) === '/api/graphql' && body.includes('mutation Recalculate'),
  signOut: (url, method) => method === 'POST' && pathOf(url) === '/api/session/sign-out',
}
const isProfileRequest = (url: string, method: string) => method === 'GET' && pathOf(url) === '/api/user/get-user'

const TOO_MANY = {
  status: 429,
  body: { error: 'Too many sign-in attempts. Please try again later.', code: 'too_many_requests' },
}
const UNAVAILABLE = { status: 502, body: { error: 'Unknown error occurred' } }
const GRAPHQL_DOWN = { status: 500, body: { errors: [{ message: 'Internal server error' }] } }
/** Spec 8.2: getting the user answers a code that signs the shopper out. */
const USER_REFUSED = { status: 400, body: { error: 'The customer could not be read.', code: 'CustomerGetFailure' } }

const actorOf = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '')
const errorOf = (event: EventObject) => (event as { error?: { status?: number; name?: string } }).error

/**
 * How the server settles the request of a settlement: answered as it is (a refused password and an
 * unknown passkey are the server's own refusals), or failed as it fails (429, the service down).
 */
function failureFor(event: EventObject): { status: number; body: unknown } | undefined {
  if (event.type.startsWith('xstate.done.')) return undefined
  const actor = actorOf(event)
  const error = errorOf(event)
  if (error?.status === 429) return TOO_MANY
  if (actor === 'signIn' || actor === 'passkeySignIn') return undefined
  if (actor === 'fetchShopperData' || actor === 'recalculateCart') return GRAPHQL_DOWN
  return UNAVAILABLE
}

async function hold(page: Page, event: EventObject) {
  const matches = REQUESTS[actorOf(event)]!
  let caught = false
  const release = await holdNextRequest(
    page,
    (url, method, body) => {
      const hit = matches(url, method, body)
      if (hit) caught = true
      return hit
    },
    failureFor(event),
  )
  return { release, caught: () => caught }
}

/** Arms the hold of the next settlement's request, when one follows (a passkey prompt given up asks the server nothing). */
async function arm(page: Page, upcoming: EventObject[]) {
  const next = upcoming[0]
  const state = stateOf(page)
  state.held = null
  if (!next) return
  if (next.type === 'xstate.error.actor.passkeySignIn' && errorOf(next)?.name === 'NotAllowedError') return
  state.held = await hold(page, next)
}

/** Holds the shopper's profile from the sign-in on, to be answered with a refusal when the path says so. */
async function holdProfile(page: Page) {
  let caught = false
  const release = await holdNextRequest(
    page,
    (url, method) => {
      const hit = isProfileRequest(url, method)
      if (hit) caught = true
      return hit
    },
    USER_REFUSED,
  )
  stateOf(page).profile = { release, caught: () => caught }
}

const hasLater = (step: BrowserStep, type: string) =>
  step.path.steps.slice(step.index + 1).some(({ event }) => event.type === type)

/** The first settlement after step `index` of that actor, if any, before the shopper acts again. */
function nextOutput(path: ModelPath, index: number, actor: string): unknown {
  for (const { event } of path.steps.slice(index + 1))
    if (event.type === `xstate.done.actor.${actor}`) return (event as { output?: unknown }).output
  return undefined
}

async function openLoginForm(page: Page) {
  if (await loginForm(page).isVisible()) return
  await banner(page).getByRole('button', { name: 'Create account or log in' }).click()
  await page.getByRole('dialog', { name: 'Create an account' }).getByRole('button', { name: 'Log in' }).last().click()
  await expect(loginForm(page)).toBeVisible()
}

async function logIn(page: Page, email: string, password: string) {
  await openLoginForm(page)
  await loginForm(page).getByLabel('Email').fill(email)
  await loginForm(page).getByLabel('Password').fill(password)
  await loginForm(page).getByRole('button', { name: 'Log in', exact: true }).click()
}

/** The header's account icon leads a customer to the account, where its parts are linked (spec 2.5, 2.7). */
async function openAccountPart(page: Page, part: 'Profile' | 'Address book') {
  await banner(page).getByRole('link', { name: 'My account' }).click()
  await page.getByTestId('account-overview').getByRole('link', { name: part }).click()
}

/** A new password through the mailed link (spec 2.7): the reset page signs the shopper in. */
async function resetPassword(page: Page, step: BrowserStep, upcoming: EventObject[]) {
  const shopper = await shopperFor(page, nextOutput(step.path, step.index, 'fetchShopperData') === withBag)
  // An account reset before has its earlier mails: this link is in the newest one.
  const earlier = new Set((await mailsTo(ORIGIN, shopper.email)).map((mail) => mail.id))
  const asked = await page.request.post('/api/account/forgot-password', {
    data: { email: shopper.email, locale: 'en' },
  })
  expect(asked.status()).toBe(202)
  let fresh: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        fresh = (await mailsTo(ORIGIN, shopper.email)).find(
          (m) => !earlier.has(m.id) && /Reset the password/.test(m.subject),
        )
        return Boolean(fresh)
      },
      { message: 'the reset mail arrives', timeout: 20_000 },
    )
    .toBe(true)
  const mail = await mailById(ORIGIN, fresh!.id)
  const link = new RegExp(`https?://\\S+?/en/reset-password\\?token=[\\w-]+`).exec(decodeURI(mail.text ?? ''))
  if (!link) throw new Error('no reset link in the mail')
  await page.goto(link[0])
  await waitForHydration(page)
  const form = page.getByTestId('reset-password-form')
  const password = `Model-reset-${++passwords}`
  await form.getByLabel('New password', { exact: false }).first().fill(password)
  await form.getByLabel('Repeat the password').fill(password)
  shopper.password = password
  stateOf(page).shopper = shopper
  await armSignedIn(page, step, upcoming)
  await form.getByRole('button', { name: 'Set the new password' }).click()
}

/** What a sign-in needs armed: the next answers held, the profile held when the path has it refused later. */
async function armSignedIn(page: Page, step: BrowserStep, upcoming: EventObject[]) {
  if (hasLater(step, 'session.user.failed') && !stateOf(page).profile) await holdProfile(page)
  await arm(page, upcoming)
}

const stable = ['noSession', 'anonymous', 'authenticated.ready']
/** Actions that leave the search listing (Log out goes home; the account's pages). */
const leavesListing = [
  'session.signOut.requested',
  'session.user.failed',
  'session.profile.received',
  'session.addresses.received',
  'session.signedIn',
]

describeBrowserModel('session', {
  machine: sessionMachine,
  model: {
    inputs,
    events: {
      domain: [
        { type: 'session.started' },
        { type: 'session.expired' },
        { type: 'session.signIn.requested', credentials: { email: 'olga@example.cz', password: 'pw' } },
        // Spec 5.6: an email that is not one, and no password.
        { type: 'session.signIn.requested', credentials: { email: 'olga@example', password: '' } },
        { type: 'session.passkeySignIn.requested' },
        { type: 'session.signOut.requested' },
        { type: 'session.signedIn', session: customerSession, method: 'passwordReset' },
        { type: 'session.user.failed', code: 'CustomerGetFailure' },
        { type: 'session.profile.received', profile: named('saved profile', { id: 'c', version: 2 }) },
        {
          type: 'session.addresses.received',
          addressBook: named('saved address', { id: 'c', version: 3, addresses: [], defaultShippingAddressId: null }),
        },
      ],
      outputs: {
        readSession: [customerSession, noSession],
        signIn: [customerSession],
        passkeySignIn: [customerSession],
        fetchShopperData: [withBag, noBag],
        recalculateCart: [recalculated],
      },
      errors: {
        readSession: [failure('unavailable', { status: 502 })],
        signIn: [failure('refused', { status: 400 }), failure('throttled', { status: 429 })],
        passkeySignIn: [
          failure('refused', { status: 400 }),
          failure('throttled', { status: 429 }),
          failure('cancelled', { name: 'NotAllowedError' }),
        ],
        fetchShopperData: [failure('unavailable', { status: 500 })],
        recalculateCart: [failure('unavailable', { status: 500 })],
        signOut: [failure('unavailable', { status: 502 })],
      },
    },
    stepKey: (snapshot) => {
      const { value, context } = snapshot as unknown as {
        value: unknown
        context: { kind: string; customerId: unknown; error: unknown; hasFreshData: boolean }
      }
      return [value, context.kind, context.customerId, context.error, context.hasFreshData]
    },
    requireEveryTransition: true,
  },
  feasible: (path, input) => {
    const events = path.steps.slice(1).map(({ event }) => event as EventObject & { output?: unknown })
    // The cookie the page opens with decides the server's first answer.
    const cookie = cookieOf(input)
    if (cookie) {
      const first = events[0]
      if (
        first?.type !== (cookie === 'unreachable' ? 'xstate.error.actor.readSession' : 'xstate.done.actor.readSession')
      )
        return false
      if (cookie !== 'unreachable' && first.output !== (cookie === 'live' ? customerSession : noSession)) return false
      const fetched = events.find((e) => e.type === 'xstate.done.actor.fetchShopperData')
      if (fetched && (fetched.output === withBag) !== bagOf(input)) return false
    }
    let left = false
    for (const [i, event] of events.entries()) {
      if (event.type.startsWith('xstate.')) continue
      // The shopper acts on a settled page: nothing of theirs is on its way.
      if (!leafStates(path.steps[i]!.state).some((leaf) => stable.includes(leaf))) return false
      // The heart is on the listing; the reset link's page ends the path (the mail is the slow part).
      if ((event.type === 'session.started' || event.type === 'session.expired') && left) return false
      if (event.type === 'session.signedIn' && i !== events.length - 1) return false
      // A refused user answers the profile the sign-in asks for: a sign-in that named the customer comes first.
      if (
        event.type === 'session.user.failed' &&
        !events
          .slice(0, i)
          .some((e) => /^xstate\.done\.actor\.(signIn|passkeySignIn)$/.test(e.type) || e.output === customerSession)
      )
        return false
      if (leavesListing.includes(event.type)) left = true
    }
    return true
  },
  start: async (page, input) => {
    states.set(page, { held: null, profile: null, shopper: null, authenticator: null })
    await page.context().addCookies([{ name: 'kestrel_consent', value: 'cookie_cat_necessary', url: ORIGIN }])
    const cookie = cookieOf(input)
    if (cookie) {
      const shopper = await shopperFor(page, bagOf(input))
      stateOf(page).shopper = shopper
      const response = await page.request.post('/api/session/sign-in', {
        data: { email: shopper.email, password: shopper.password },
      })
      expect(response.status()).toBe(200)
      if (cookie === 'dead') await killSessionCookie(page)
      // The page asks the server whose session it is as soon as it starts: held from the first request.
      stateOf(page).held = await hold(
        page,
        cookie === 'unreachable'
          ? ({ type: 'xstate.error.actor.readSession', error: { status: 502 } } as EventObject)
          : { type: 'xstate.done.actor.readSession' },
      )
    }
    await page.goto(SEARCH)
    await waitForHydration(page)
  },
  act: async (page, step, upcoming) => {
    const { event } = step
    const state = stateOf(page)
    if (event.type.startsWith('xstate.')) {
      const held = state.held
      if (event.type === 'xstate.error.actor.passkeySignIn' && errorOf(event)?.name === 'NotAllowedError') {
        await arm(page, upcoming)
        return
      }
      if (!held) throw new Error(`no request of ${actorOf(event)} was held`)
      await expect.poll(held.caught, { message: `the shop sent the request of ${actorOf(event)}` }).toBe(true)
      // The bag the sign-in finds: filled on another device before the server answers.
      if (event.type === 'xstate.done.actor.fetchShopperData' && (event as { output?: unknown }).output === withBag)
        await fillBagElsewhere(page, state.shopper!)
      if (event.type === 'xstate.done.actor.readSession' && hasLater(step, 'session.user.failed'))
        await holdProfile(page)
      await arm(page, upcoming)
      held.release()
      return
    }
    switch (event.type) {
      case 'session.started':
        await arm(page, upcoming)
        await heart(page).click()
        return
      case 'session.expired':
        await killSessionCookie(page)
        await arm(page, upcoming)
        await heart(page).click()
        return
      case 'session.signIn.requested': {
        const credentials = event.credentials as { email: string; password: string }
        const next = upcoming[0]
        const valid = credentials.password !== ''
        if (!valid) return logIn(page, credentials.email, credentials.password)
        const shopper = await shopperFor(page, nextOutput(step.path, step.index, 'fetchShopperData') === withBag)
        state.shopper = shopper
        // Refused by the server: the right address with a wrong password.
        const refused = next?.type === 'xstate.error.actor.signIn' && errorOf(next)?.status !== 429
        await armSignedIn(page, step, upcoming)
        return logIn(page, shopper.email, refused ? 'Wrong-pass-1' : shopper.password)
      }
      case 'session.passkeySignIn.requested': {
        const next = upcoming[0]
        if (next?.type === 'xstate.done.actor.passkeySignIn') {
          const shopper = await shopperFor(page, nextOutput(step.path, step.index, 'fetchShopperData') === withBag)
          state.shopper = shopper
          shopper.passkey ??= await registeredPasskey(page, shopper)
          await useAuthenticator(page, shopper.passkey)
        } else if (next && errorOf(next)?.name !== 'NotAllowedError') await useAuthenticator(page, unknownPasskey())
        else await useAuthenticator(page, null)
        await openLoginForm(page)
        await armSignedIn(page, step, upcoming)
        await loginForm(page).getByRole('button', { name: 'Use a passkey' }).click()
        return
      }
      case 'session.signOut.requested':
        await arm(page, upcoming)
        await footer(page).getByRole('button', { name: 'Log out' }).click()
        return
      case 'session.signedIn':
        return resetPassword(page, step, upcoming)
      case 'session.user.failed': {
        const profile = state.profile
        if (!profile) throw new Error('the profile was not held')
        await expect.poll(profile.caught, { message: 'the shop asked for the user' }).toBe(true)
        await arm(page, upcoming)
        profile.release()
        state.profile = null
        return
      }
      case 'session.profile.received': {
        await openAccountPart(page, 'Profile')
        const form = page.getByTestId('profile-form')
        await expect(form.getByLabel('* First name')).toHaveValue(FIRST_NAME)
        const lastName = state.shopper!.name.endsWith('Nováková') ? LAST_NAME : 'Nováková'
        await form.getByLabel('* Last name').fill(lastName)
        await arm(page, upcoming)
        await form.getByRole('button', { name: 'Save' }).click()
        await expect(form.getByText('Your details have been saved.')).toBeVisible()
        state.shopper!.name = `${FIRST_NAME} ${lastName}`
        return
      }
      case 'session.addresses.received': {
        await openAccountPart(page, 'Address book')
        const book = page.getByTestId('address-book')
        await book.getByRole('button', { name: 'Add a new address' }).click()
        const form = page.getByTestId('address-form')
        for (const [field, value] of [
          ['Address name', 'Domov'],
          ['First name', FIRST_NAME],
          ['Last name', LAST_NAME],
          ['Street and number', 'Lesní 5'],
          ['Postal code', '602 00'],
          ['City', 'Brno'],
        ] as const)
          await form.getByRole('textbox', { name: field }).fill(value)
        await arm(page, upcoming)
        await form.getByRole('button', { name: 'Save address' }).click()
        const suggestion = page.getByTestId('address-suggestion')
        const saved = book.getByRole('status').getByText('The address has been saved.')
        await expect(suggestion.or(saved)).toBeVisible({ timeout: 10_000 })
        if (await suggestion.isVisible()) await suggestion.getByRole('button', { name: 'Use entered address' }).click()
        await expect(saved).toBeVisible()
        return
      }
    }
    throw new Error(`no shopper's action for ${event.type}`)
  },
  see: (page, step) => see(page, step),
  outOfReach: {},
})

/** Whether the step's request is still held (the next step is its answer). */
const awaits = (step: BrowserStep, actor: string) => {
  const next = step.path.steps[step.index + 1]?.event
  // A passkey prompt given up answers at once: nothing is on its way.
  if (next && errorOf(next)?.name === 'NotAllowedError') return false
  return next !== undefined && actorOf(next) === actor && next.type.startsWith('xstate.')
}

/** The last failed sign-in's words, as the login form shows them until a new attempt (spec 8.3), or null. */
function refusal(step: BrowserStep): string | null {
  let said: string | null = null
  for (const event of step.events) {
    const error = errorOf(event)
    if (event.type === 'xstate.error.actor.signIn')
      said = error?.status === 429 ? TEXT.tooManyAttempts : TEXT.invalidEmailOrPassword
    else if (event.type === 'xstate.error.actor.passkeySignIn')
      said =
        error?.status === 429
          ? TEXT.tooManyAttempts
          : error?.name === 'NotAllowedError'
            ? TEXT.passkeyCancelled
            : TEXT.passkeyRefused
    else if (event.type === 'session.passkeySignIn.requested') said = null
    else if (event.type === 'session.signIn.requested' && (event.credentials as { password: string }).password)
      said = null
  }
  return said
}

function see(page: Page, step: BrowserStep): Sight[] {
  const { event } = step
  const sights: Sight[] = []
  const state = stateOf(page)
  const signedIn = step.in('authenticated')
  const guest = step.in('noSession') || step.in('anonymous')
  if (signedIn) {
    // Without the customer's id the profile is not fetched (spec 4.1); a held profile has not arrived yet.
    const named =
      !step.events.some((e) => e.type === 'xstate.error.actor.readSession') && !hasLater(step, 'session.user.failed')
    sights.push({
      says: named
        ? 'a customer sees “Logged in as” with their name and a Log out button, and the account icon leads to the account (spec 6)'
        : 'a customer sees “Logged in” and a Log out button, and the account icon leads to the account (spec 6)',
      check: async () => {
        const block = footer(page)
        if (named) await expect(block.getByText(`Logged in as ${state.shopper!.name}`)).toBeVisible({ timeout: 10_000 })
        else await expect(block.getByText('Logged in', { exact: true })).toBeVisible({ timeout: 10_000 })
        await expect(block.getByRole('button', { name: 'Log out' })).toBeVisible()
        await expect(banner(page).getByRole('link', { name: 'My account' })).toBeVisible()
      },
    })
  }
  if (guest)
    sights.push({
      says: 'a guest sees the Log in and Create account links, no Log out, and the account icon offers to create an account (spec 6)',
      check: async () => {
        const block = footer(page)
        await expect(block.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 })
        await expect(block.getByRole('link', { name: 'Create account' })).toBeVisible()
        await expect(block.getByRole('button', { name: 'Log out' })).toHaveCount(0)
        await expect(block.getByText(/Logged in/)).toHaveCount(0)
        await expect(banner(page).getByRole('button', { name: 'Create account or log in' })).toBeVisible()
      },
    })
  if (event.type === 'session.started')
    sights.push({
      says: 'the first write is kept for the guest: the pumps are saved to the wishlist (spec 4.5)',
      check: async () => await expect(heart(page)).toHaveAttribute('aria-pressed', 'true'),
    })
  if (event.type === 'session.signIn.requested') {
    const { password } = event.credentials as { email: string; password: string }
    if (!password)
      sights.push({
        says: 'a login with an address that is not one and no password says so at each field, and the server is not asked (spec 5.6)',
        check: async () => {
          const form = loginForm(page)
          await expect(form.getByLabel('Email')).toHaveAccessibleDescription(TEXT.emailError)
          await expect(form.getByLabel('Password')).toHaveAccessibleDescription(TEXT.required)
          await expect(form.getByRole('alert')).toHaveCount(refusal(step) ? 1 : 0)
        },
      })
  }
  if (step.in('signingIn') || step.in('signingInWithPasskey')) {
    const held = awaits(step, step.in('signingIn') ? 'signIn' : 'passkeySignIn')
    if (held)
      sights.push({
        says: 'while the sign-in is on its way, its buttons are busy and no earlier refusal shows',
        check: async () => {
          const form = loginForm(page)
          await expect(form.getByRole('button', { name: 'Log in', exact: true })).toHaveAttribute(
            'aria-disabled',
            'true',
          )
          await expect(form.getByRole('alert')).toHaveCount(0)
          await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
        },
      })
  }
  const said = refusal(step)
  if (guest && said && /^xstate\.error\.actor\.(signIn|passkeySignIn)$/.test(event.type))
    sights.push({
      says: `the failed sign-in says why in the login form: “${said}” (spec 8.3)`,
      check: async () => await expect(loginForm(page).getByRole('alert')).toHaveText(said),
    })
  if (signedIn && /^xstate\.done\.actor\.(signIn|passkeySignIn)$/.test(event.type))
    sights.push({
      says: 'signing in from the login dialog closes it and says so in a toast',
      check: async () => {
        await expect(page.getByTestId('toast')).toContainText(TEXT.signedIn)
        await expect(loginForm(page)).toBeHidden()
      },
    })
  if (event.type === 'session.signedIn')
    sights.push({
      says: 'the new password is set and the shopper is logged in (spec 2.7)',
      check: async () =>
        await expect(page.getByText('Your password has been changed and you are logged in.')).toBeVisible(),
    })
  if (event.type === 'xstate.done.actor.fetchShopperData' || event.type.endsWith('.actor.recalculateCart')) {
    const count =
      (event.type === 'xstate.done.actor.fetchShopperData' ? (event as { output?: unknown }).output : withBag) ===
      withBag
    if (!awaits(step, 'recalculateCart'))
      sights.push({
        says: count
          ? 'the sign-in loads the customer’s active cart: the bag counts its item (spec 4.1, 4.13)'
          : 'the sign-in finds no active cart: the bag counts nothing (spec 4.1, 4.13)',
        check: async () =>
          await expect(
            banner(page).getByRole('link', { name: count ? 'Shopping bag, 1 item' : 'Shopping bag', exact: true }),
          ).toBeVisible({ timeout: 10_000 }),
      })
  }
  if (step.in('signingOut') && awaits(step, 'signOut') && event.type === 'session.signOut.requested')
    sights.push({
      says: 'Log out goes to the home page at once; the signOut dialog waits for the sign-out to be done (spec 4.1)',
      check: async () => {
        await expect(page).toHaveURL(`${ORIGIN}/en`)
        await expect(page.getByRole('dialog', { name: TEXT.signedOut })).toHaveCount(0)
      },
    })
  // A refused user's sign-out (spec 8.2) shows as the guest's links above; the spec ties the dialog to Log out only.
  if (
    /^xstate\.(done|error)\.actor\.signOut$/.test(event.type) &&
    step.events.some((e) => e.type === 'session.signOut.requested')
  )
    sights.push({
      says: 'after Log out, answered or not, the home page shows the signOut dialog (spec 4.1)',
      check: async () => {
        await expect(page).toHaveURL(`${ORIGIN}/en`)
        await expect(page.getByRole('dialog', { name: TEXT.signedOut })).toBeVisible()
      },
    })
  if (event.type === 'session.expired' || (event.type === 'xstate.done.actor.readSession' && step.in('noSession')))
    sights.push({
      says: 'a session the platform no longer honours ends without the signOut dialog, which follows only Log out (spec 4.1)',
      check: async () => {
        await expect(footer(page).getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 })
        await expect(page.getByRole('dialog', { name: TEXT.signedOut })).toHaveCount(0)
      },
    })
  if (event.type === 'session.addresses.received')
    sights.push({
      says: 'the saved address is listed in the address book (spec 2.7)',
      check: async () => await expect(page.getByTestId('address-card')).toContainText('Lesní 5'),
    })
  return sights
}
