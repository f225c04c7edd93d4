// @ts-nocheck
import AxeBuilder from '@axe-core/playwright'
import type { CDPSession, Page } from '@playwright/test'
import { waitForMail } from '../support/mailbox'
import { expect, test, waitForHydration } from './fixtures'

/**
 * The shopper's identity in the browser, against the real server, its mail catcher and Chromium's virtual
 * authenticator: create an account → the verification mail → verify → log in → edit the profile → change the
 * password → add a passkey → log out (signOut dialog) → log in with the passkey → reset the password by mail →
 * log in with the new one. Czech with the pointer, English by keyboard alone; axe on every page and dialog.
 * WebAuthn needs a domain, so these pages are opened on `localhost`.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const ORIGIN = `http://localhost:${PORT}`
test.use({ baseURL: ORIGIN })

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}@example.cz`

async function noViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}

/** The link to `path` in a caught mail's plain-text part. */
function linkIn(text: string | null, path: string): string {
  const match = new RegExp(`https?://\\S+?${path}\\?token=[\\w-]+`).exec(decodeURI(text ?? ''))
  if (!match) throw new Error(`no link to ${path} in the mail`)
  return match[0]
}

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return cdp
}

test('cs-CZ: sign-up, verification, profile, password, passkey, log out, passkey log-in, reset by mail', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('ucet')
  await virtualAuthenticator(page)

  await page.goto('/registrace')
  await waitForHydration(page)
  await noViolations(page, 'create account page')
  const form = page.getByTestId('sign-up-form')
  await form.getByRole('button', { name: 'Vytvořit účet' }).click()
  await expect(form.getByText('Toto pole je povinné.').first()).toBeVisible()
  await form.getByLabel('* Jméno').fill('Eliška')
  await form.getByLabel('* Příjmení').fill('Dvořáková')
  await form.getByLabel('* E-mail').fill(email)
  await form.getByLabel('Telefon').fill('777123456')
  await form.getByLabel('* Heslo', { exact: true }).fill('krátké')
  await expect(page.getByTestId('password-strength')).toContainText('Síla hesla: Slabé')
  await form.getByLabel('* Heslo', { exact: true }).fill('Tajne-heslo-2026')
  await form.getByLabel('* Zopakujte heslo').fill('Tajne-heslo-2026')
  await form.getByText('* Souhlasím s obchodními podmínkami').click()
  await form.getByText('* Četl(a) jsem zásady ochrany osobních údajů').click()
  const submitted = Date.now()
  await form.getByRole('button', { name: 'Vytvořit účet' }).click()
  await expect(page.getByTestId('sign-up-done').getByRole('status')).toContainText(`Na adresu ${email} jsme poslali`)
  await page.getByRole('button', { name: 'Pokračovat' }).click()
  await expect(page.getByRole('heading', { name: 'Děkujeme za registraci' })).toBeVisible()

  const mail = await waitForMail(ORIGIN, email, /Ověřte/)
  console.info(`verification mail in the catcher ${Date.now() - submitted} ms after the submit`)
  await page.goto(linkIn(mail.text, '/registrace/ověření'))
  await expect(page.getByText('Děkujeme, vaše e-mailová adresa je ověřená.')).toBeVisible()
  await noViolations(page, 'verification page')
  // The link works once.
  await page.reload()
  await expect(page.getByRole('alert')).toContainText('Tento odkaz není platný nebo už byl použit.')

  await page.goto('/přihlášení')
  await waitForHydration(page)
  await noViolations(page, 'log-in page')
  const login = page.getByTestId('login-form')
  await login.getByLabel('* E-mail').fill(email)
  await login.getByLabel('* Heslo').fill('Spatne-heslo-1')
  await login.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(login.getByRole('alert')).toBeVisible()
  await login.getByLabel('* Heslo').fill('Tajne-heslo-2026')
  await login.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(page).toHaveURL(`${ORIGIN}${encodeURI('/můj-účet/profil')}`)

  const profile = page.getByTestId('profile-form')
  await expect(profile.getByLabel('* Jméno')).toHaveValue('Eliška')
  await noViolations(page, 'profile page')
  await profile.getByLabel('* Příjmení').fill('Nováková')
  await profile.getByRole('button', { name: 'Uložit' }).click()
  await expect(profile.getByText('Vaše údaje byly uloženy.')).toBeVisible()
  await expect(page.getByText('Přihlášen(a) jako Eliška Nováková').first()).toBeAttached()

  const password = page.getByTestId('change-password-form')
  await password.getByLabel('* Současné heslo').fill('Spatne-heslo-1')
  await password.getByLabel('* Nové heslo').fill('Nove-heslo-2026')
  await password.getByLabel('* Zopakujte heslo').fill('Nove-heslo-2026')
  await password.getByRole('button', { name: 'Změnit heslo' }).click()
  await expect(password.getByRole('alert')).toContainText('Současné heslo není správné.')
  await password.getByLabel('* Současné heslo').fill('Tajne-heslo-2026')
  await password.getByRole('button', { name: 'Změnit heslo' }).click()
  await expect(page.getByText('Vaše heslo bylo změněno.')).toBeVisible()

  const passkeys = page.getByTestId('passkeys')
  await passkeys.getByRole('button', { name: 'Přidat přístupový klíč' }).click()
  await expect(passkeys.getByText('Přístupový klíč byl přidán.')).toBeVisible()
  await expect(passkeys.getByRole('list', { name: 'Vaše přístupové klíče' }).getByRole('listitem')).toHaveCount(1)

  await page.getByRole('contentinfo').getByRole('button', { name: 'Odhlásit se' }).click()
  const signedOut = page.getByRole('dialog', { name: 'Byli jste odhlášeni' })
  await expect(signedOut).toBeVisible()
  await expect(page).toHaveURL(`${ORIGIN}/`)
  await noViolations(page, 'signOut dialog')
  await signedOut.getByRole('button', { name: 'Pokračovat v nákupu' }).click()

  await page.goto('/přihlášení')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Použít přístupový klíč' }).click()
  await expect(page).toHaveURL(/profil$/)
  await expect(page.getByTestId('profile-form').getByLabel('* Příjmení')).toHaveValue('Nováková')

  await page.getByRole('contentinfo').getByRole('button', { name: 'Odhlásit se' }).click()
  await page.getByRole('dialog', { name: 'Byli jste odhlášeni' }).getByRole('button', { name: 'Zavřít' }).click()
  await page.goto('/přihlášení')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Zapomněli jste heslo?' }).click()
  const forgot = page.getByTestId('forgot-password-form')
  await forgot.getByLabel('* E-mail').fill(email)
  await forgot.getByRole('button', { name: 'Poslat odkaz' }).click()
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible()
  const reset = await waitForMail(ORIGIN, email, /Obnovení hesla/)
  await page.goto(linkIn(reset.text, '/obnovení-hesla'))
  await waitForHydration(page)
  await noViolations(page, 'reset password page')
  const resetForm = page.getByTestId('reset-password-form')
  await resetForm.getByLabel('* Nové heslo').fill('Obnovene-heslo-7')
  await resetForm.getByLabel('* Zopakujte heslo').fill('Obnovene-heslo-7')
  await resetForm.getByRole('button', { name: 'Nastavit nové heslo' }).click()
  await expect(page.getByText('Vaše heslo bylo změněno a jste přihlášeni.')).toBeVisible()
  await expect(page.getByText('Přihlášen(a) jako Eliška Nováková').first()).toBeAttached()

  await page.getByRole('contentinfo').getByRole('button', { name: 'Odhlásit se' }).click()
  await expect(page.getByRole('dialog', { name: 'Byli jste odhlášeni' })).toBeVisible()
  await page.goto('/přihlášení')
  await waitForHydration(page)
  await page.getByTestId('login-form').getByLabel('* E-mail').fill(email)
  await page.getByTestId('login-form').getByLabel('* Heslo').fill('Obnovene-heslo-7')
  await page.getByTestId('login-form').getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(page).toHaveURL(/profil$/)
})

test('en, keyboard only: the create-account and forgot-password dialogs, verification, log in and back to ?next=', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('keys')
  await page.goto('/en')
  await waitForHydration(page)
  const account = page.getByRole('button', { name: 'Create account or log in' })
  await account.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create an account' })
  await expect(dialog).toBeVisible()
  await noViolations(page, 'createAccount dialog')
  const type = async (label: string | RegExp, value: string) => {
    await dialog.getByLabel(label).focus()
    await page.keyboard.type(value)
  }
  await type('* First name', 'Anna')
  await type('* Last name', 'Black')
  await type('* Email', email)
  await type('* Password', 'Keyboard-pass-1')
  await type('* Repeat the password', 'Keyboard-pass-1')
  for (const consent of ['* I agree to the terms and conditions', '* I have read the privacy policy']) {
    await dialog.getByRole('checkbox', { name: consent }).focus()
    await page.keyboard.press('Space')
  }
  await dialog.getByRole('button', { name: 'Create account' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('sign-up-done')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue' }).focus()
  await page.keyboard.press('Enter')
  const thanks = page.getByRole('dialog', { name: 'Thank you for signing up' })
  await expect(thanks).toBeVisible()
  await noViolations(page, 'thankYouForSignUp dialog')
  await page.keyboard.press('Escape')

  const mail = await waitForMail(ORIGIN, email, /Verify/)
  await page.goto(linkIn(mail.text, '/en/create-account/verify'))
  await expect(page.getByText('Thank you, your email address is verified.')).toBeVisible()

  // The forgot-password dialog from the login dialog, by keyboard.
  await page.goto('/en')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Create account or log in' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('dialog', { name: 'Create an account' }).getByRole('button', { name: 'Log in' }).last().focus()
  await page.keyboard.press('Enter')
  const login = page.getByRole('dialog', { name: 'Log in' })
  await expect(login).toBeVisible()
  await noViolations(page, 'login dialog')
  await login.getByRole('button', { name: 'Forgot your password?' }).focus()
  await page.keyboard.press('Enter')
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' })
  await expect(forgot).toBeVisible()
  await noViolations(page, 'forgotPassword dialog')
  await page.keyboard.press('Escape')

  // A guest sent to log in comes back to the page it asked for.
  await page.goto(`/en/log-in?next=${encodeURIComponent('/en/shopping-bag')}`)
  await waitForHydration(page)
  const form = page.getByTestId('login-form')
  await form.getByLabel('* Email').focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Keyboard-pass-1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${ORIGIN}/en/shopping-bag`)
})
