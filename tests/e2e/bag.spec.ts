import { addToBag, dataLayerEvents, grantConsent, KITE_CS, openBag, seriousViolations } from './bag-helpers'
import { expect, holdChunk, test, waitForHydration } from './fixtures'

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false })

  test('a new shopper gets the empty bag from the server, in both locales', async ({ page }) => {
    expect((await page.goto('/en/shopping-bag'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping bag')
    await expect(page.getByTestId('bag-empty')).toContainText('Your shopping bag is empty.')
    expect((await page.goto('/n%C3%A1kupn%C3%AD-ta%C5%A1ka'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nákupní taška')
    await expect(page.getByTestId('bag-empty')).toBeVisible()
  })

  test('a browser that keeps a session gets a skeleton of the layout for its bag', async ({ page, context }) => {
    await context.addCookies([{ name: 'kestrel_shopper', value: 'guest', url: test.info().project.use.baseURL! }])
    await page.goto('/en/shopping-bag')
    await expect(page.getByTestId('bag-skeleton')).toBeVisible()
    await expect(page.getByTestId('bag-empty')).toHaveCount(0)
  })
})

test.describe('in the browser', () => {
  test.beforeEach(({ page }) => grantConsent(page))

  test('a new shopper sees the empty bag', async ({ page, consoleErrors }) => {
    await openBag(page)
    await expect(page.getByTestId('bag-empty')).toContainText('Your shopping bag is empty.')
    expect(await page.evaluate(() => document.cookie)).not.toContain('kestrel_shopper')
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('a bag the server rendered stays on screen as the page becomes interactive, however late its code arrives', async ({
    page,
  }) => {
    await addToBag(page)
    await holdChunk(page, 'FilledBag', 2_500)
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="bag-skeleton"]'))
          document.documentElement.dataset.skeletonSeen = 'true'
      }).observe(document, { subtree: true, childList: true })
    })
    await page.goto('/en/shopping-bag')
    await waitForHydration(page)
    await expect(page.getByTestId('bag-line')).toBeVisible()
    // Once the held code is in, the bag's size picker works.
    await page.getByTestId('bag-line').getByRole('button', { name: /Size/ }).click({ timeout: 10_000 })
    await expect(page.getByRole('option', { name: '38' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dataset.skeletonSeen ?? 'false')).toBe('false')
  })

  test('the bag the server rendered is the bag the page shows once interactive: the same lines, nothing moves', async ({
    page,
    browser,
    context,
  }) => {
    await addToBag(page)
    // The page as the server sent it: the same browser session with scripts off.
    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    })
    const served = await withoutScripts.newPage()
    await served.goto('/en/shopping-bag')
    // Its facts (colour, size, article), and the size form of a browser without scripts.
    const servedFacts = await served.getByTestId('bag-line').locator('dl').innerText()
    await expect(served.locator('form[action="/forms/bag/size"] select')).toHaveValue(/\d/)
    await withoutScripts.close()

    await page.addInitScript(() => {
      ;(window as unknown as { layoutShift: number }).layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/en/shopping-bag')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('bag-line').locator('dl').innerText()).toBe(servedFacts)
    await expect(page.getByTestId('bag-line').getByRole('button', { name: /Size/ })).toHaveText('37')
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0)
    // The filled bag's code lists stylesheets the page holds already: none of them is linked again.
    const stylesheets = await page.evaluate(() => {
      const inPage = new Set(
        ((window as unknown as { __kestrelInlinedCss?: string[] }).__kestrelInlinedCss ?? []).map(
          (href) => new URL(href, location.href).href,
        ),
      )
      const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')]
      return { inPage: [...inPage], linkedAgain: linked.map((link) => link.href).filter((href) => inPage.has(href)) }
    })
    expect(stylesheets.inPage.some((href) => href.includes('SummaryFigures'))).toBe(true)
    expect(stylesheets.linkedAgain).toEqual([])
  })

  test('add, change quantity and size, gift wrap, remove', async ({ page }) => {
    await addToBag(page)
    // The browser now keeps a session (the server set its cookies; the page sees only its kind): the server no longer claims the bag is empty.
    expect(await page.evaluate(() => document.cookie)).toContain('kestrel_shopper=guest')
    expect(await page.evaluate(() => document.cookie)).not.toContain('kestrel_sid')
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'kestrel_sid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    })
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/token/i)
    // The server reads the cookie session's cart: it renders the shopper's bag, not a skeleton.
    const html = await (await page.request.get('/en/shopping-bag')).text()
    expect(html).toContain('data-testid="bag-line"')
    expect(html).not.toContain('data-testid="bag-skeleton"')
    expect(html).not.toContain('data-testid="bag-empty"')
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Added to your bag' })).toBeVisible()
    await expect(dialog.getByTestId('mini-bag')).toContainText('1 × ')
    await dialog.getByTestId('mini-bag-view-bag').click()
    await expect(page).toHaveURL(/\/en\/shopping-bag$/)
    await expect(page.getByTestId('bag-page')).toHaveAttribute('data-ready', 'true')

    const line = page.getByTestId('bag-line').filter({ has: page.getByText("Women's Kite Leather Pumps") })
    await expect(line).toHaveCount(1)
    await expect(line.getByTestId('bag-line-size')).toHaveText('37 EU')
    const total = page.getByTestId('summary-total')
    const single = await total.textContent()

    await line.getByRole('button', { name: /Increase quantity/ }).click()
    await expect(line.getByTestId('bag-line-quantity')).toHaveText('2')
    await expect(total).not.toHaveText(single ?? '')
    await line.getByRole('button', { name: /Decrease quantity/ }).click()
    await expect(line.getByTestId('bag-line-quantity')).toHaveText('1')
    await expect(total).toHaveText(single ?? '')

    await line.getByRole('button', { name: /Size \(EU\)/ }).click()
    await page.getByRole('option', { name: '38', exact: true }).click()
    await expect(page.getByTestId('bag-line').first().getByTestId('bag-line-size')).toHaveText('38 EU')

    const giftWrap = page.getByTestId('gift-wrap')
    await giftWrap.click()
    await expect(page.locator('[data-testid="bag-line"][data-kind="giftwrap"]')).toHaveCount(1)
    await expect(page.getByRole('switch', { name: 'Gift wrapping' })).toBeChecked()
    // The gift-wrap line is not counted in the bag badge (spec 4.13).
    await expect(page.getByRole('link', { name: /Shopping bag, 1 item/ })).toBeVisible()
    await giftWrap.click()
    await expect(page.locator('[data-testid="bag-line"][data-kind="giftwrap"]')).toHaveCount(0)

    await page.getByRole('button', { name: /Remove Women's Kite Leather Pumps from the bag/ }).click()
    await expect(page.getByTestId('bag-empty')).toBeVisible()
    const events = await dataLayerEvents(page)
    for (const name of [
      'add_to_cart',
      'mini_bag_view',
      'mini_bag_click',
      'view_cart',
      'remove_from_cart',
      'cart_contents',
    ])
      expect(events).toContain(name)
  })

  test('every promo-code error of spec 8.3 and a valid code', async ({ page }) => {
    // Eleven codes, each a round trip to the platform, and an accessibility scan: slower than one step.
    test.setTimeout(60_000)
    await addToBag(page)
    await openBag(page)
    const field = page.getByRole('textbox', { name: 'Promo code' })
    const applyButton = page.getByRole('button', { name: 'Apply', exact: true })
    // While the platform takes a code the bag's controls are disabled (spec 4.4 lock); they come back after.
    const remove = page.getByRole('button', { name: /from the bag$/ }).first()
    const settled = () => expect(remove).toBeEnabled()
    const apply = async (code: string) => {
      await field.fill(code)
      await applyButton.click()
      await settled()
    }
    const error = page.getByTestId('promo-error')
    const removeCode = (code: string) => page.getByRole('button', { name: `Remove promo code ${code}` }).click()

    // Apply waits for a code: nothing typed, nothing to send.
    await expect(applyButton).toBeDisabled()
    // The lock as the shopper sees it: the first code's round trip is held until the disabled controls were seen.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('addDiscountCode')) await released
      await route.fallback()
    })
    await field.fill('NOPE-123')
    await applyButton.click()
    await expect(remove).toBeDisabled()
    await expect(applyButton).toBeDisabled()
    release()
    await settled()
    await page.unrouteAll({ behavior: 'wait' })
    // A refused code stays in the field, to be corrected.
    await expect(field).toHaveValue('NOPE-123')
    await expect(error).toHaveText('This promo code is not valid.')

    const refused = [
      ['spring15', 'This promo code has expired.'],
      ['FUTURE25', 'This promo code is not valid yet.'],
    ] as const
    for (const [code, text] of refused) {
      await apply(code)
      await expect(error).toHaveText(text)
    }
    // Codes the platform knows but does not apply to this bag stay listed as not valid, each with its reason.
    const unapplied = [
      ['PAUSED10', 'This promo code is not active.'],
      ['ONCE20', 'This promo code has already been used the maximum number of times.'],
      ['MINUS300', 'This promo code does not apply to the items in your bag.'],
      ['kids15', 'This promo code does not apply to the items in your bag.'],
    ] as const
    for (const [typed, text] of unapplied) {
      const code = typed.toUpperCase()
      await apply(typed)
      await expect(error).toHaveText(text)
      await expect(page.getByTestId('promo-code').filter({ hasText: code })).toContainText('not valid for this bag')
      await removeCode(code)
      await expect(page.getByTestId('promo-code').filter({ hasText: code })).toHaveCount(0)
      await settled()
      await expect(error).toHaveCount(0)
    }
    await apply('WR-7Q2K-500')
    await expect(error).toHaveText('Warranty codes cannot be redeemed as promo codes.')

    await apply('WELCOME10')
    await expect(page.getByTestId('promo-code').filter({ hasText: 'WELCOME10' })).toContainText('applied')
    await expect(page.getByTestId('summary-discount')).toContainText('259')
    await expect(error).toHaveCount(0)
    // The platform took the code: the field is empty again.
    await expect(field).toHaveValue('')
    await apply('welcome10')
    await expect(error).toHaveText('This promo code has already been applied.')

    await apply('GIFTCARE')
    await expect(page.locator('[data-testid="bag-line"][data-kind="gift"]')).toHaveCount(1)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the bag works with the keyboard alone', async ({ page }) => {
    await addToBag(page)
    await openBag(page)
    const increase = page.getByRole('button', { name: /Increase quantity/ })
    await increase.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('bag-line-quantity')).toHaveText('2')
    // From the quantity to the promo code field with Tab only.
    const field = page.getByRole('textbox', { name: 'Promo code' })
    for (let i = 0; i < 20 && !(await field.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(field).toBeFocused()
    await page.keyboard.type('FREESHIP')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('promo-code').filter({ hasText: 'FREESHIP' })).toContainText('applied')
    const giftWrap = page.getByRole('switch', { name: 'Gift wrapping' })
    await giftWrap.focus()
    await page.keyboard.press('Space')
    await expect(giftWrap).toBeChecked()
  })

  test('the bag in Czech', async ({ page }) => {
    await addToBag(page, KITE_CS)
    await page.goto('/n%C3%A1kupn%C3%AD-ta%C5%A1ka')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Souhrn objednávky' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('link', { name: 'Pokračovat do pokladny' })).toHaveAttribute('href', '/pokladna')
    await expect(page.getByTestId('summary-total')).toContainText('Kč')
    // A refused promo code is told in Czech.
    await page.getByRole('textbox', { name: 'Slevový kód' }).fill('NOPE-123')
    await page.getByRole('button', { name: 'Uplatnit', exact: true }).click()
    await expect(page.getByTestId('promo-error')).toHaveText('Tento slevový kód není platný.')
  })
})
