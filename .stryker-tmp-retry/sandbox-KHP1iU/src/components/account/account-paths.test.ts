// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { accountGuard, accountHref } from './account-paths'

describe('account guard', () => {
  it('lets a signed-in customer through', () => {
    expect(accountGuard('/my-account/addresses', '', 'customer')).toBeNull()
  })

  it('sends a guest to the Czech log-in page with the Czech path to come back to', () => {
    expect(accountGuard('/my-account/addresses', '', 'guest')).toBe(
      `${encodeURI('/přihlášení')}?next=${encodeURIComponent('/můj-účet/adresář')}`,
    )
  })

  it('reads a public Czech path as well as the internal one', () => {
    expect(accountGuard(encodeURI('/můj-účet/objednávky'), '', 'none')).toBe(
      `${encodeURI('/přihlášení')}?next=${encodeURIComponent('/můj-účet/objednávky')}`,
    )
  })

  it('keeps English under /en and carries the search string', () => {
    expect(accountGuard('/en/my-account/orders/abc', '?page=2', 'none')).toBe(
      `/en/log-in?next=${encodeURIComponent('/en/my-account/orders/abc?page=2')}`,
    )
  })

  it('lets a guest see the wishlist in both locales', () => {
    expect(accountGuard('/my-account/wishlist', '', 'guest')).toBeNull()
    expect(accountGuard('/en/my-account/wishlist', '', 'none')).toBeNull()
    expect(accountGuard(encodeURI('/můj-účet/oblíbené'), '', 'none')).toBeNull()
  })
})

describe('account hrefs', () => {
  it('keeps the locale prefix', () => {
    expect(accountHref('/en/my-account', 'orders')).toBe('/en/my-account/orders')
    expect(accountHref('/my-account')).toBe('/my-account')
  })
})
