// @ts-nocheck
import { expect, test, type Page } from '@playwright/test'
import type { AnyStateMachine, EventObject } from 'xstate'
import { commerceClient } from '../../server/platform/commerce/testing/client'
import type { BrowserStep } from './model-browser'

/**
 * What the account pages' model paths share: a new account signed in on the page's browser, and the
 * request of a statechart's service held on its way until the path says how it ends (answered by
 * the real server, or failed as a service that is down fails).
 */
export const ACCOUNT_PASSWORD = 'Model-pass-2026'
export const SHOPPER = { firstName: 'Olga', lastName: 'Modelová' }

const SIGN_UP = `mutation($draft: CustomerSignUpDraft!) { customerSignUp(draft: $draft, storeKey: "CZ-web") { customer { id } } }`

let accounts = 0
/** The account each spec's paths share, by spec. */
const shared = new Map<string, string>()

/**
 * The spec's account (spec 3.6), made by the first path and signed in on each path's browser; its
 * email. A path that needs the account as it was made puts back what it changes itself.
 */
export async function newShopper(page: Page, spec: string): Promise<string> {
  let email = shared.get(spec)
  if (!email) {
    email = `olga-account-${Date.now().toString(36)}-${accounts++}@example.cz`
    // Test data made over the commerce platform's own protocol, not the shop's sign-up: the shop makes 10
    // accounts an hour per client address, and the suite's sign-up tests need those.
    const platform = commerceClient(test.info().project.use.baseURL!)
    const made = await platform.gql(await platform.serverToken(), SIGN_UP, {
      draft: { ...SHOPPER, email, password: ACCOUNT_PASSWORD },
    })
    expect(made.errors).toBeUndefined()
    shared.set(spec, email)
  }
  const signIn = await page.request.post('/api/session/sign-in', {
    data: { email, password: ACCOUNT_PASSWORD },
  })
  expect(signIn.status()).toBe(200)
  return email
}

export type RequestOf = (url: string, method: string, body: string) => boolean
export const apiPath = (url: string) => new URL(url).pathname
const actorOf = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '')

/** The request on its way that the next settlement answers. */
interface Held {
  actor: string
  reached: Promise<void>
  settle: (fail: boolean) => void
}
const held = new WeakMap<Page, Held>()

/** Holds the next request of the actor until the settlement that answers it. */
export async function holdRequestOf(page: Page, requests: Record<string, RequestOf>, actor: string) {
  let settle!: (fail: boolean) => void
  const decided = new Promise<boolean>((resolve) => (settle = resolve))
  let reach!: () => void
  const reached = new Promise<void>((resolve) => (reach = resolve))
  let used = false
  await page.route('**/api/**', async (route) => {
    const request = route.request()
    if (used || !requests[actor]!(request.url(), request.method(), request.postData() ?? '')) return route.fallback()
    used = true
    reach()
    if (await decided)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service unavailable' }),
      })
    else await route.fallback()
  })
  held.set(page, { actor, reached, settle })
}

/** The service the state after the step calls, if it calls one. */
function invokedIn(machine: AnyStateMachine, states: string[]): string | undefined {
  for (const leaf of states) {
    // A leaf is the state's path below the machine (`validating`, `open.choosing`).
    const node = leaf
      .split('.')
      .reduce((parent, key) => parent?.states[key], machine.root as typeof machine.root | undefined)
    const invoke = node?.invoke[0]
    if (invoke) return invoke.id
  }
  return undefined
}

/**
 * A step's requests: a settlement answers the held request; before the page goes on, the request the
 * path waits for next is held (the next settlement's, or when the path ends on its way, the request of
 * the state it ends in, held for good). True when the step was a settlement.
 */
export async function settleOrHold(
  page: Page,
  requests: Record<string, RequestOf>,
  machine: AnyStateMachine,
  step: BrowserStep,
  upcoming: EventObject[],
  /** Whether the settlement is a service down (the request failed); any other error is the server's own answer. */
  failed: (event: EventObject) => boolean = (event) => event.type.startsWith('xstate.error.'),
): Promise<boolean> {
  const { event } = step
  const next = upcoming[0] ? actorOf(upcoming[0]) : invokedIn(machine, step.states)
  if (!event.type.startsWith('xstate.')) {
    if (next) await holdRequestOf(page, requests, next)
    return false
  }
  const current = held.get(page)
  if (!current || current.actor !== actorOf(event)) throw new Error(`No request of ${actorOf(event)} is on its way`)
  held.delete(page)
  await current.reached
  if (next) await holdRequestOf(page, requests, next)
  current.settle(failed(event))
  return true
}
