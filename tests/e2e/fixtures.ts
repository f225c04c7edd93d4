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

/**
 * Reaches for the page as a shopper does, then waits until React has hydrated the document (the
 * router marks it once matches are resolved). The page's code starts at the shopper's first touch,
 * pointer movement, wheel, key or focus (or after a while left alone): a wheel turn of nothing
 * starts it without scrolling, hovering, focusing or pressing anything.
 */
export async function waitForHydration(page: Page) {
  await engage(page)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** The shopper's first movement on a page: its code starts (see `server/web/start-script.ts`). */
export async function engage(page: Page) {
  await page.mouse.wheel(0, 0)
}

/** Holds back the page's chunk of that name (e.g. `BagOverlays`) for `ms`: a part of the page that arrives late. */
export async function holdChunk(page: Page, name: string, ms = 4_000) {
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}
