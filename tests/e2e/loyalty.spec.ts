import type { APIRequestContext, Page } from '@playwright/test'
import { graphql, guest } from '../security/shopper'
import { addToBag, grantConsent, KITE_CS, KITE_EN, openBag, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

/** The demo shoppers (server/platform/commerce/catalog/customers.ts) and their club (loyalty.seed.ts). */
const PASSWORD = 'Kestrel-demo-1'
const JANA = 'jana.novakova@example.com'
const EDITOR = { authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}` }
const cs = (path: string) => encodeURI(path)

async function signIn(page: Page, email: string) {
  await grantConsent(page)
  const response = await page.request.post('/api/session/sign-in', { data: { email, password: PASSWORD } })
  expect(response.status()).toBe(200)
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

interface ClubAnswer {
  member: {
    customerNumber: string
    balance: number
    tier: string
    nextTier: { name: string; pointsNeeded: number } | null
    nextExpiry: { date: string; points: number } | null
  }
}

/** The market's loyalty switch, as an editor sets it in the site settings of both languages. */
async function setLoyaltySwitch(request: APIRequestContext, on: boolean) {
  for (const locale of ['cs-CZ', 'en']) {
    const settings = (await (await request.get(`/api/content/site-settings?locale=${locale}`)).json()) as {
      data: { marketFeatures: Record<string, unknown> }
    }
    settings.data.marketFeatures.isMarketWithLoyalty = on
    const saved = await request.put(`/api/content/site-settings?locale=${locale}`, {
      headers: EDITOR,
      data: settings.data,
    })
    expect(saved.status()).toBe(200)
  }
}

const number = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value)

test.describe.serial('the Kestrel Club', () => {
  test('a member sees tier, balance and progress, and opens history, pass and tier info (en)', async ({ page }) => {
    test.slow()
    await signIn(page, JANA)
    const club = ((await (await page.request.get('/api/loyalty')).json()) as { data: ClubAnswer }).data.member
    await open(page, '/en/my-account')
    await page
      .getByTestId('account-overview')
      .getByRole('link', { name: /^Kestrel Club/ })
      .click()
    await expect(page).toHaveURL(/\/en\/my-account\/kestrel-club$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Club' })).toBeVisible()
    await expect(page.getByTestId('club-tier')).toHaveText(`${club.tier} member`)
    await expect(page.getByTestId('club-balance')).toHaveText(`${number(club.balance, 'en')} points`)
    const progress = page.getByRole('progressbar', { name: 'Progress to the next tier' })
    if (club.nextTier) {
      const toNext = `${number(club.nextTier.pointsNeeded, 'en')} points to ${club.nextTier.name}`
      await expect(progress).toHaveAttribute('aria-valuetext', toNext)
      await expect(page.getByTestId('club-next-tier')).toHaveText(toNext)
    } else await expect(progress).toHaveAttribute('aria-valuetext', 'Highest tier reached')
    if (club.nextExpiry)
      await expect(page.getByTestId('club-expiry')).toContainText(`${number(club.nextExpiry.points, 'en')} point`)
    expect(await seriousViolations(page)).toEqual([])

    // The balance history, page by page.
    await page.getByRole('button', { name: 'Balance history' }).click()
    const history = page.getByRole('dialog', { name: 'Balance history' })
    await expect(history.getByRole('row')).toHaveCount(11)
    await expect(history.getByText(/^Page 1 of \d+$/)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await history.getByRole('button', { name: 'Next' }).click()
    await expect(history.getByText(/^Page 2 of \d+$/)).toBeVisible()
    await expect(
      history
        .getByRole('cell', { name: /^(Points earned|Points returned|Points expired|Balance correction)$/ })
        .first(),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(history).toHaveCount(0)

    // The membership pass: name, number, tier and the code, drawn.
    await page.getByRole('button', { name: 'Membership pass' }).click()
    const pass = page.getByRole('dialog', { name: 'Membership pass' })
    await expect(pass.getByTestId('club-member-number')).toHaveText(club.customerNumber)
    await expect(pass).toContainText('Jana Nováková')
    const code = pass.getByRole('img', { name: `Barcode of member number ${club.customerNumber}` })
    await expect(code).toBeVisible()
    await expect
      .poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    await expect(pass.getByRole('link', { name: 'Download the code' })).toHaveAttribute(
      'download',
      'kestrel-club-pass.svg',
    )
    expect(await seriousViolations(page)).toEqual([])
    await pass.getByRole('button', { name: 'Close' }).click()
    await expect(pass).toHaveCount(0)

    await page.getByRole('button', { name: 'How the club works' }).click()
    const info = page.getByRole('dialog', { name: 'How the club works' })
    await expect(info.getByRole('heading', { name: 'Gold: from 2,500 points' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the club in Czech at the same slug, on a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, JANA)
    await open(page, cs('/můj-účet/kestrel-club'))
    await expect(page.getByRole('heading', { level: 1, name: 'Kestrel Club' })).toBeVisible()
    await expect(page.getByTestId('club-balance')).toHaveText(/^[\d\s ]+ bod(y|ů)?$/)
    await expect(page.getByRole('progressbar', { name: 'Postup na další úroveň' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Historie bodů' }).click()
    await expect(page.getByRole('dialog', { name: 'Historie bodů' }).getByText(/^Strana 1 z \d+$/)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Členská karta' }).click()
    await expect(page.getByRole('dialog', { name: 'Členská karta' }).getByTestId('club-member-number')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a customer outside the club joins through the upgrade dialog, accepting its terms (en)', async ({ page }) => {
    const origin = test.info().project.use.baseURL!
    const email = `joiner-${Date.now()}@example.com`
    const signUp = await guest(origin)
    await graphql(
      origin,
      signUp.token,
      'mutation ($draft: CustomerSignMeUpDraft!) { customerSignMeUp(draft: $draft) { customer { id } } }',
      { draft: { email, password: PASSWORD, firstName: 'Alena', lastName: 'Nová' } },
    )
    await signIn(page, email)
    await open(page, '/en/my-account/kestrel-club')
    const invitation = page.getByTestId('club-invitation')
    await expect(invitation).toContainText('You are not a member of the Kestrel Club yet')
    expect(await seriousViolations(page)).toEqual([])
    await invitation.getByRole('button', { name: 'Join the Kestrel Club' }).click()
    const dialog = page.getByRole('dialog', { name: 'Join the Kestrel Club' })
    await dialog.getByRole('button', { name: 'Join', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Please accept the club’s terms to join.')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByText('I accept the Kestrel Club terms').click()
    await dialog.getByRole('button', { name: 'Join', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByTestId('club-tier')).toHaveText('Bronze member')
    await expect(page.getByTestId('club-balance')).toHaveText('0 points')
    await expect(page.getByRole('progressbar', { name: 'Progress to the next tier' })).toHaveAttribute(
      'aria-valuetext',
      '1,000 points to Silver',
    )
  })

  test('the product page and the bag show the points a purchase earns, in both languages', async ({ page }) => {
    await grantConsent(page)
    await open(page, KITE_EN)
    // The page's Product data (beside its breadcrumb trail).
    const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type': string; offers: { price: string } })
      .find((data) => data['@type'] === 'Product')!
    const points = Math.floor(Number(jsonLd.offers.price) / 10)
    expect(points).toBeGreaterThan(1)
    await expect(page.getByTestId('club-points')).toHaveText(`Earn ${number(points, 'en')} points in the Kestrel Club`)
    await open(page, KITE_CS)
    // Czech counts its points: 1 "bod", 2–4 "body", 5 and more "bodů".
    const word = points === 1 ? 'bod' : points <= 4 ? 'body' : 'bodů'
    await expect(page.getByTestId('club-points')).toHaveText(
      `Získejte ${number(points, 'cs-CZ')} ${word} v Kestrel Clubu`,
    )
    await addToBag(page)
    await openBag(page)
    const total = (await page.getByTestId('bag-summary').getByTestId('club-points').textContent()) ?? ''
    // The bag's total is the one pair of pumps (shipping included when it costs anything): at least their points.
    expect(Number(total.replace(/\D/g, ''))).toBeGreaterThanOrEqual(points)
    await expect(page.getByTestId('bag-summary').getByTestId('club-points')).toHaveText(
      /^Earn [\d,]+ points in the Kestrel Club$/,
    )
  })

  test('with the market’s loyalty switch off, neither the page, its link nor its API is there', async ({
    page,
    request,
  }) => {
    await signIn(page, JANA)
    await open(page, '/en/my-account')
    await expect(
      page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Kestrel Club' }),
    ).toBeVisible()
    await setLoyaltySwitch(request, false)
    try {
      expect((await page.request.get('/en/my-account/kestrel-club')).status()).toBe(404)
      expect((await page.request.get(cs('/můj-účet/kestrel-club'))).status()).toBe(404)
      expect((await page.request.get('/api/loyalty')).status()).toBe(404)
      await open(page, '/en/my-account')
      await expect(page.getByTestId('account-overview')).toBeVisible()
      await expect(page.getByRole('link', { name: /Kestrel Club/ })).toHaveCount(0)
      // Nor do the points a purchase would earn.
      await open(page, KITE_EN)
      await expect(page.getByTestId('product-price')).toBeVisible()
      await expect(page.getByTestId('club-points')).toHaveCount(0)
    } finally {
      await setLoyaltySwitch(request, true)
    }
    expect((await page.request.get('/en/my-account/kestrel-club')).status()).toBe(200)
  })
})
