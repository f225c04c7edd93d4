import type { APIRequestContext, Browser, Page, WebSocketRoute } from '@playwright/test'
import { LOCAL_SUPPORT_CHAT_API_KEY } from '../../server/platform/support-chat/support-chat.routes'
import { grantConsent, seriousViolations } from './bag-helpers'
import { expect, test, waitForHydration } from './fixtures'

const EDITOR = { authorization: `Basic ${Buffer.from('kestrel-local:kestrel-local').toString('base64')}` }

/** The stand-in's operator switch: agents held on the chat (`open`), off it (`closed`), or by the hours. */
async function setAvailability(request: APIRequestContext, mode: 'open' | 'closed' | 'schedule') {
  const response = await request.put('/platform/support-chat/availability', {
    headers: { 'x-api-key': LOCAL_SUPPORT_CHAT_API_KEY },
    data: { mode },
  })
  expect(response.status()).toBe(200)
}

/** The market's live-chat switch, as an editor sets it in the site settings of both languages. */
async function setLiveChatSwitch(request: APIRequestContext, enabled: boolean) {
  for (const locale of ['cs-CZ', 'en']) {
    const settings = (await (await request.get(`/api/content/site-settings?locale=${locale}`)).json()) as {
      data: { marketFeatures: { liveChat: { enabled: boolean } } }
    }
    settings.data.marketFeatures.liveChat.enabled = enabled
    const saved = await request.put(`/api/content/site-settings?locale=${locale}`, {
      headers: EDITOR,
      data: settings.data,
    })
    expect(saved.status()).toBe(200)
  }
}

/** The agent console, in a browser of its own that knows the console's credentials. */
async function openConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    httpCredentials: { username: 'agent', password: LOCAL_SUPPORT_CHAT_API_KEY },
  })
  const agent = await context.newPage()
  await agent.goto('/platform/support-chat/console')
  await expect(agent.getByRole('status')).toHaveText('Connected')
  return agent
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

const LOCALES = [
  {
    name: 'en',
    home: '/en',
    texts: {
      chat: 'Chat',
      liveChat: 'Live chat',
      agreement: /By starting it you agree that we keep your messages/,
      accept: 'Agree and start the chat',
      dialog: 'Chat with customer service',
      message: 'Your message',
      send: 'Send',
      typing: 'Customer service is typing…',
      close: 'Close',
      notAvailable: 'Chat is not available',
      offline: /Our chat is open Monday to Friday 8 am – 8 pm/,
      nav: 'Main',
      section: 'Women',
      question: 'Do the Kite pumps run small?',
      answer: 'They run true to size; take your usual size.',
      later: 'Anything else I can help with?',
      newMessage: 'New message from customer service. Press Chat to read it.',
    },
  },
  {
    name: 'cs-CZ',
    home: '/',
    texts: {
      chat: 'Chat',
      liveChat: 'Online chat',
      agreement: /Zahájením chatu souhlasíte, že vaše zprávy uložíme/,
      accept: 'Souhlasím a chci začít chatovat',
      dialog: 'Chat se zákaznickým servisem',
      message: 'Vaše zpráva',
      send: 'Odeslat',
      typing: 'Zákaznický servis píše…',
      close: 'Zavřít',
      notAvailable: 'Chat není k dispozici',
      offline: /Na chatu jsme pro vás v pondělí až pátek od 8 do 20 hodin/,
      nav: 'Hlavní navigace',
      section: 'Ženy',
      question: 'Nejsou lodičky Kite malé?',
      answer: 'Odpovídají velikosti, vezměte si svou obvyklou.',
      later: 'Můžu vám ještě s něčím pomoci?',
      newMessage: 'Nová zpráva od zákaznického servisu. Přečtete si ji po stisknutí tlačítka Chat.',
    },
  },
]

test.describe.serial('live chat', () => {
  test.afterAll(async ({ request }) => {
    await setAvailability(request, 'schedule')
  })

  for (const { name, home, texts } of LOCALES) {
    test(`a shopper chats with an agent of the console and keeps the conversation across pages (${name})`, async ({
      page,
      browser,
    }) => {
      test.slow()
      await setAvailability(page.request, 'open')
      await grantConsent(page)
      await open(page, home)

      // The agreement comes first; nothing connects before it is accepted.
      const sockets: string[] = []
      page.on('websocket', (socket) => sockets.push(socket.url()))
      await page.getByRole('button', { name: texts.chat, exact: true }).click()
      const agreement = page.getByRole('dialog', { name: texts.liveChat })
      await expect(agreement).toContainText(texts.agreement)
      expect(await seriousViolations(page)).toEqual([])
      expect(sockets).toEqual([])
      await agreement.getByRole('button', { name: texts.accept }).click()

      const chat = page.getByRole('dialog', { name: texts.dialog })
      await expect(chat.getByTestId('live-chat-connection')).toHaveAttribute('data-state', 'open')
      expect(sockets).toHaveLength(1)
      expect(await seriousViolations(page)).toEqual([])
      await chat.getByLabel(texts.message).fill(texts.question)
      await chat.getByRole('button', { name: texts.send }).click()
      const question = chat.getByTestId('live-chat-message').filter({ hasText: texts.question })
      await expect(question).toHaveAttribute('data-status', 'sent')

      // The agent opens the conversation: the question is delivered and read.
      const agent = await openConsole(browser)
      await agent.getByRole('button', { name: new RegExp(texts.question.replace('?', '\\?')) }).click()
      await expect(agent.getByRole('list', { name: 'Messages' })).toContainText(texts.question)
      await expect(question).toHaveAttribute('data-status', 'read')
      expect(await seriousViolations(agent)).toEqual([])

      // The agent types (the shopper sees it) and answers.
      await agent.getByLabel('Reply').pressSequentially('They', { delay: 20 })
      await expect(chat.getByTestId('live-chat-typing')).toHaveText(texts.typing)
      await agent.getByLabel('Reply').fill(texts.answer)
      await agent.getByRole('button', { name: 'Send' }).click()
      await expect(chat.getByTestId('live-chat-message').filter({ hasText: texts.answer })).toBeVisible()
      await expect(chat.getByTestId('live-chat-typing')).toHaveText('')
      // The shopper has the chat open: the agent sees the answer read.
      await expect(agent.locator('#messages li[data-author="agent"]').last()).toContainText('read')

      // Another page of the shop, in the same visit: the conversation goes on.
      await chat.getByRole('button', { name: texts.close }).click()
      await expect(chat).toBeHidden()
      await page
        .getByRole('navigation', { name: texts.nav })
        .getByRole('link', { name: texts.section, exact: true })
        .click()
      await expect(page).not.toHaveURL(new RegExp(`${home}$`))
      await agent.getByLabel('Reply').fill(texts.later)
      await agent.getByRole('button', { name: 'Send' }).click()
      // With the chat closed, the shopper is told that an answer arrived.
      await expect(page.getByText(texts.newMessage)).toBeVisible()
      await page.getByRole('button', { name: texts.chat, exact: true }).click()
      await expect(chat.getByTestId('live-chat-message')).toHaveText([
        new RegExp(texts.question.replace('?', '\\?')),
        new RegExp(texts.answer),
        new RegExp(texts.later.replace('?', '\\?')),
      ])
      expect(sockets).toHaveLength(1)

      // A new page load (and a new connection) resumes the same conversation, asked for nothing again.
      await open(page, home)
      await page.getByRole('button', { name: texts.chat, exact: true }).click()
      await expect(chat.getByTestId('live-chat-connection')).toHaveAttribute('data-state', 'open')
      await expect(chat.getByTestId('live-chat-message')).toHaveCount(3)
      await expect(chat.getByTestId('live-chat-message').first()).toContainText(texts.question)
      await agent.context().close()
    })
  }

  test('a dropped connection reconnects, replays what the agent wrote meanwhile and sends what waited', async ({
    page,
    browser,
  }) => {
    test.slow()
    await setAvailability(page.request, 'open')
    // The connection goes through the test, which can drop it and keep the service out of reach for a while.
    let reachable = true
    const connections: WebSocketRoute[] = []
    await page.routeWebSocket(/\/platform\/support-chat\/socket/, (socket) => {
      if (!reachable) return void socket.close({ code: 4000, reason: 'unreachable' })
      socket.connectToServer()
      connections.push(socket)
    })
    await grantConsent(page)
    await open(page, '/en')
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Live chat' })
      .getByRole('button', { name: 'Agree and start the chat' })
      .click()
    const chat = page.getByRole('dialog', { name: 'Chat with customer service' })
    const connection = chat.getByTestId('live-chat-connection')
    await expect(connection).toHaveAttribute('data-state', 'open')
    await chat.getByLabel('Your message').fill('Before the drop')
    await chat.getByRole('button', { name: 'Send' }).click()
    const agent = await openConsole(browser)
    await agent.getByRole('button', { name: /Before the drop/ }).click()

    reachable = false
    await connections[0]!.close({ code: 4000, reason: 'dropped' })
    await expect(connection).toHaveAttribute('data-state', 'reconnecting')
    await expect(connection).toHaveText('Connection lost. Reconnecting…')
    await agent.getByLabel('Reply').fill('While you were away')
    await agent.getByRole('button', { name: 'Send' }).click()
    await expect(agent.getByRole('list', { name: 'Messages' })).toContainText('While you were away')
    await chat.getByLabel('Your message').fill('Typed while offline')
    await chat.getByRole('button', { name: 'Send' }).click()
    await expect(chat.getByTestId('live-chat-message').last()).toHaveAttribute('data-status', 'pending')

    reachable = true
    await expect(connection).toHaveAttribute('data-state', 'open', { timeout: 15_000 })
    await expect(chat.getByTestId('live-chat-message')).toHaveText([
      /Before the drop/,
      /While you were away/,
      /Typed while offline/,
    ])
    await expect(chat.getByTestId('live-chat-message').last()).not.toHaveAttribute('data-status', 'pending')
    // The agent has each message once.
    await expect(agent.locator('#messages li')).toHaveCount(3)
    await agent.context().close()
  })

  for (const { name, home, texts } of LOCALES) {
    test(`outside support hours the chat is not available, with the offline description (${name})`, async ({
      page,
    }) => {
      await setAvailability(page.request, 'closed')
      await grantConsent(page)
      await open(page, home)
      await page.getByRole('button', { name: texts.chat, exact: true }).click()
      await page.getByRole('dialog', { name: texts.liveChat }).getByRole('button', { name: texts.accept }).click()
      const offline = page.getByRole('dialog', { name: texts.notAvailable })
      await expect(offline).toContainText(texts.offline)
      expect(await seriousViolations(page)).toEqual([])
      await offline.getByRole('button', { name: texts.close }).first().click()
      await expect(offline).toBeHidden()
    })
  }

  test('with the market’s live-chat switch off there is no chat button', async ({ page, request }) => {
    await grantConsent(page)
    await open(page, '/en')
    await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible()
    await setLiveChatSwitch(request, false)
    try {
      for (const [home, backToTop] of [
        ['/en', 'Back to top'],
        ['/', 'Zpět nahoru'],
      ] as const) {
        await open(page, home)
        await expect(page.getByRole('button', { name: backToTop, includeHidden: true })).toBeAttached()
        await expect(page.getByRole('button', { name: 'Chat', exact: true, includeHidden: true })).toHaveCount(0)
      }
      expect((await request.post('/api/live-chat/session', { data: {} })).status()).toBe(404)
    } finally {
      await setLiveChatSwitch(request, true)
    }
  })
})
