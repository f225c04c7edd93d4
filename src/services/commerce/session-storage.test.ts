import { describe, expect, it } from 'vitest'
import { loadPersistedSession, savePersistedSession, SESSION_STORAGE_KEY } from './session'

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
