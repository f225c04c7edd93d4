// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { initialShopperState } from '../machines/shopper/shopper-state'
import { loadShopperState, saveShopperState, SHOPPER_STORAGE_KEY } from './shopper-storage'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  }
}

describe('shopper state storage (spec 3.19, 4.7)', () => {
  it('writes only the persisted fields and reads them back', () => {
    const storage = memoryStorage()
    const state = { ...initialShopperState(), draftPromoCode: 'SPRING', storeData: { key: 's1' }, isPreviewMode: true }
    state.me = { ...state.me, globalShoeSizeConvention: 'UK', isLoggedIn: true }
    saveShopperState(storage, state)
    expect(Object.keys(JSON.parse(storage.items.get(SHOPPER_STORAGE_KEY)!))).not.toContain('draftPromoCode')
    const restored = loadShopperState(storage)
    expect(restored.storeData).toEqual({ key: 's1' })
    expect(restored.me).toMatchObject({ globalShoeSizeConvention: 'UK', isLoggedIn: false })
    expect(restored.draftPromoCode).toBeNull()
    expect(restored.isPreviewMode).toBe(false)
  })

  it('resets an unsupported convention and survives a damaged entry', () => {
    const storage = memoryStorage()
    storage.setItem(SHOPPER_STORAGE_KEY, JSON.stringify({ globalShoeSizeConvention: 'XX' }))
    expect(loadShopperState(storage, ['US', 'EU']).me.globalShoeSizeConvention).toBe('US')
    storage.setItem(SHOPPER_STORAGE_KEY, '{broken')
    expect(loadShopperState(storage)).toEqual(initialShopperState())
  })
})
