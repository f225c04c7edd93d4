// @ts-nocheck
import type { Page, Request } from '@playwright/test'
import { grantConsent, KITE_EN, KITE_NAME } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

interface SentEvent {
  eventType: string
  eventSubtype?: string
  eventName: string
  index: string
  queryID?: string
  objectIDs?: string[]
  positions?: number[]
}

/** Every insights event the page sends to the search service (spec 7.4), as it left the browser. */
function recordInsights(page: Page): SentEvent[] {
  const sent: SentEvent[] = []
  page.on('request', (request: Request) => {
    if (!/\/platform\/search\/1\/events\?/.test(request.url())) return
    const body = JSON.parse(request.postData() ?? '{}') as { events?: SentEvent[] }
    sent.push(...(body.events ?? []))
  })
  return sent
}

const KITE_OBJECT = '280002-05094'

/** Searches for the Kite pumps and opens them from the results. */
async function openKiteFromSearch(page: Page) {
  await page.goto('/en/search?q=kite%20leather%20pumps')
  await waitForHydration(page)
  await page
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href^="${KITE_EN}"]`) })
    .getByRole('link', { name: new RegExp(KITE_NAME) })
    .first()
    .click()
}

async function addSizeToBag(page: Page) {
  await waitForHydration(page)
  await page.getByTestId('size-picker').getByText('37', { exact: true }).click()
  await page.getByTestId('add-to-bag').click()
}

test.describe('search insights', () => {
  test('with consent, a click on a search result and the add to bag that follows reach the search service with the search’s queryID', async ({
    page,
  }) => {
    await grantConsent(page)
    const sent = recordInsights(page)
    await openKiteFromSearch(page)
    await expect(page).toHaveURL(/queryID=[0-9a-f]{32}/)
    const queryID = new URL(page.url()).searchParams.get('queryID')
    await expect
      .poll(() => sent.find((event) => event.eventType === 'click'))
      .toMatchObject({ eventName: 'Product Clicked After Search', objectIDs: [KITE_OBJECT], queryID })

    await addSizeToBag(page)
    await expect
      .poll(() => sent.find((event) => event.eventType === 'conversion'))
      .toMatchObject({
        eventSubtype: 'addToCart',
        index: 'prod_kestrel_en_CZ_Products',
        objectIDs: [KITE_OBJECT],
        queryID,
      })
  })

  test('without consent to statistics, nothing is sent', async ({ page }) => {
    await grantConsent(page, ['cookie_cat_necessary'])
    const sent = recordInsights(page)
    await openKiteFromSearch(page)
    await expect(page).toHaveURL(/queryID=/)
    await addSizeToBag(page)
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toBeVisible({ timeout: 15_000 })
    expect(sent).toEqual([])
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('_ALGOLIA')
  })
})
