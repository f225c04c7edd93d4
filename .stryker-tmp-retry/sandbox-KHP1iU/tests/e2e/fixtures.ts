// @ts-nocheck
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

/** Every page must load without console errors or CSP violations. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export { expect }

/**
 * Gives the browser a shopper's session the way the server does: the HttpOnly session cookie
 * (`kestrel_sid`, its value as the server set it) and the readable cookie with its kind.
 */
export async function useSession(target: Page | BrowserContext, session: string, kind: 'guest' | 'customer' = 'guest') {
  const context = 'context' in target ? target.context() : target
  const url = test.info().project.use.baseURL!
  await context.addCookies([
    { name: 'kestrel_sid', value: session, url, httpOnly: true, sameSite: 'Lax' },
    { name: 'kestrel_shopper', value: kind, url, sameSite: 'Lax' },
  ])
}

/** Waits until React has hydrated the document (the router marks it once matches are resolved). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** Holds back the page's chunk of that name (e.g. `BagOverlays`) for `ms`: a part of the page that arrives late. */
export async function holdChunk(page: Page, name: string, ms = 4_000) {
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}
