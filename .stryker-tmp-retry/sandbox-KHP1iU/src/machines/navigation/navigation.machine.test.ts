// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  MOBILE_SUBMENU_RESET_MS,
  NAVIGATION_SETTLE_MS,
  navigationMachine,
  selectIsMobileMenuOpen,
  selectIsSearchOpen,
  selectMegaMenuItem,
  selectMobileLevelPath,
} from './navigation.machine'

function start() {
  return createActor(navigationMachine).start()
}

describe('navigation machine (spec 4.13, 9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses the settle time and submenu delay of spec 9', () => {
    expect(NAVIGATION_SETTLE_MS).toBe(300)
    expect(MOBILE_SUBMENU_RESET_MS).toBe(1000)
  })

  it('opens one mega-menu item at a time and closes it', () => {
    const actor = start()
    actor.send({ type: 'navigation.megaMenu.opened', itemId: 'women' })
    actor.send({ type: 'navigation.megaMenu.opened', itemId: 'men' })
    expect(selectMegaMenuItem(actor.getSnapshot())).toBe('men')
    actor.send({ type: 'navigation.megaMenu.closed' })
    expect(selectMegaMenuItem(actor.getSnapshot())).toBeNull()
  })

  it('walks the mobile menu down to the third level and back', () => {
    const actor = start()
    actor.send({ type: 'navigation.mobile.opened' })
    actor.send({ type: 'navigation.mobile.level.opened', depth: 1, id: 'women' })
    actor.send({ type: 'navigation.mobile.level.opened', depth: 2, id: 'women-1' })
    expect(selectMobileLevelPath(actor.getSnapshot())).toBe('women/women-1')
    actor.send({ type: 'navigation.mobile.level.back' })
    expect(selectMobileLevelPath(actor.getSnapshot())).toBe('women')
    // Opening another second level replaces the branch.
    actor.send({ type: 'navigation.mobile.level.opened', depth: 1, id: 'men' })
    expect(selectMobileLevelPath(actor.getSnapshot())).toBe('men')
  })

  it('ignores a third level without an open second level', () => {
    const actor = start()
    actor.send({ type: 'navigation.mobile.opened' })
    actor.send({ type: 'navigation.mobile.level.opened', depth: 2, id: 'orphan' })
    expect(selectMobileLevelPath(actor.getSnapshot())).toBe('')
  })

  it('closes menus and the search overlay 300 ms after a route change', () => {
    const actor = start()
    actor.send({ type: 'navigation.megaMenu.opened', itemId: 'women' })
    actor.send({ type: 'navigation.mobile.opened' })
    actor.send({ type: 'navigation.route.changed' })
    vi.advanceTimersByTime(NAVIGATION_SETTLE_MS - 1)
    expect(selectMegaMenuItem(actor.getSnapshot())).toBe('women')
    expect(selectIsMobileMenuOpen(actor.getSnapshot())).toBe(true)
    vi.advanceTimersByTime(1)
    expect(selectMegaMenuItem(actor.getSnapshot())).toBeNull()
    expect(selectIsMobileMenuOpen(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'navigation.search.opened' })
    actor.send({ type: 'navigation.route.changed' })
    vi.advanceTimersByTime(NAVIGATION_SETTLE_MS)
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(false)
  })

  it('resets mobile submenus 1000 ms after a route change', () => {
    const actor = start()
    actor.send({ type: 'navigation.mobile.opened' })
    actor.send({ type: 'navigation.mobile.level.opened', depth: 1, id: 'women' })
    actor.send({ type: 'navigation.route.changed' })
    vi.advanceTimersByTime(MOBILE_SUBMENU_RESET_MS - 1)
    expect(selectMobileLevelPath(actor.getSnapshot())).toBe('women')
    vi.advanceTimersByTime(1)
    expect(selectMobileLevelPath(actor.getSnapshot())).toBe('')
    expect(actor.getSnapshot().matches({ routeChange: 'idle' })).toBe(true)
  })

  it('restarts the wait when the route changes again before it settles', () => {
    const actor = start()
    actor.send({ type: 'navigation.mobile.opened' })
    actor.send({ type: 'navigation.route.changed' })
    vi.advanceTimersByTime(200)
    actor.send({ type: 'navigation.route.changed' })
    vi.advanceTimersByTime(200)
    expect(selectIsMobileMenuOpen(actor.getSnapshot())).toBe(true)
    vi.advanceTimersByTime(100)
    expect(selectIsMobileMenuOpen(actor.getSnapshot())).toBe(false)
  })

  it('keeps open what the shopper opens while a route change settles', () => {
    const actor = start()
    actor.send({ type: 'navigation.search.opened' })
    actor.send({ type: 'navigation.route.changed' })
    vi.advanceTimersByTime(100)
    actor.send({ type: 'navigation.search.closed' })
    actor.send({ type: 'navigation.search.opened' })
    vi.advanceTimersByTime(NAVIGATION_SETTLE_MS)
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(true)

    actor.send({ type: 'navigation.route.changed' })
    vi.advanceTimersByTime(100)
    actor.send({ type: 'navigation.mobile.opened' })
    vi.advanceTimersByTime(NAVIGATION_SETTLE_MS)
    expect(selectIsMobileMenuOpen(actor.getSnapshot())).toBe(true)
  })

  it('closes the menus when the search overlay opens', () => {
    const actor = start()
    actor.send({ type: 'navigation.megaMenu.opened', itemId: 'women' })
    actor.send({ type: 'navigation.mobile.opened' })
    actor.send({ type: 'navigation.search.opened' })
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(true)
    expect(selectMegaMenuItem(actor.getSnapshot())).toBeNull()
    expect(selectIsMobileMenuOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'navigation.search.closed' })
    expect(selectIsSearchOpen(actor.getSnapshot())).toBe(false)
  })
})
