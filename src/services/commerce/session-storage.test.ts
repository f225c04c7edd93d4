import { describe, expect, it } from 'vitest'
import { hasSessionHint, loadPersistedSession, savePersistedSession, SESSION_STORAGE_KEY, sessionHintCookie } from './session'

function memory() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('the stored session (spec 4.7)', () => {
  const session = { accessToken: 'a', accessTokenExpiryTimestamp: 2_000, refreshToken: 'r', anonymousId: 'anon', ucid: null }

  it('comes back as it was saved and is removed on sign-out', () => {
    const storage = memory()
    savePersistedSession(storage, session)
    expect(loadPersistedSession(storage, 1_000)).toEqual(session)
    savePersistedSession(storage, null)
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('is dropped when damaged, or expired without a refresh token', () => {
    const storage = memory()
    storage.setItem(SESSION_STORAGE_KEY, '{not json')
    expect(loadPersistedSession(storage)).toBeNull()
    savePersistedSession(storage, { ...session, refreshToken: null })
    expect(loadPersistedSession(storage, 5_000)).toBeNull()
    savePersistedSession(storage, session)
    expect(loadPersistedSession(storage, 5_000)).toEqual(session)
  })
})

describe('the session hint cookie', () => {
  it('says only that a session exists, and is removed with it', () => {
    const set = sessionHintCookie(true, false)
    expect(set).toMatch(/^kestrel_session=1; Max-Age=17280000; Path=\/; SameSite=Lax$/)
    expect(set).not.toContain('token')
    expect(sessionHintCookie(false, false)).toBe('kestrel_session=; Max-Age=0; Path=/; SameSite=Lax')
    expect(sessionHintCookie(true, true)).toMatch(/; Secure$/)
  })

  it('is read from a Cookie header or document.cookie', () => {
    expect(hasSessionHint('a=b; kestrel_session=1; c=d')).toBe(true)
    expect(hasSessionHint('kestrel_session=1')).toBe(true)
    expect(hasSessionHint('kestrel_session=; other=1')).toBe(false)
    expect(hasSessionHint('my_kestrel_session=1')).toBe(false)
    expect(hasSessionHint(null)).toBe(false)
    expect(hasSessionHint(undefined)).toBe(false)
  })
})
