// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { modalMachine, selectIsModalOpen, selectModalContent, selectOpenModal } from './modal.machine'

const settings = {
  offerToLogIn: 'log in',
  offerToCreateAnAccount: 'create',
  policiesAgreementTerms: 'terms',
  authorizationInvitation: 'invite',
  forgotYourPassword: 'forgot',
  sizeGuideModal: 'sizes',
  shippingDetailsModal: 'shipping',
  giftWrappingDescription: 'wrap',
  liveChatAgreement: 'chat ok',
  liveChatOfflineDescription: 'offline',
}
const authorisation = {
  offerToLogIn: 'log in',
  offerToCreateAnAccount: 'create',
  policiesAgreementTerms: 'terms',
  authorizationInvitation: 'invite',
  forgotYourPassword: 'forgot',
}

describe('modal machine (spec 2.6, 4.13)', () => {
  it('keeps one modal open at a time', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.opened', name: 'login' })
    actor.send({ type: 'modal.opened', name: 'sizeGuide' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('sizeGuide')
    expect(selectIsModalOpen('login')(actor.getSnapshot())).toBe(false)
  })

  it('closes the open modal when it is opened again', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.opened', name: 'contact' })
    actor.send({ type: 'modal.opened', name: 'contact' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(selectOpenModal(actor.getSnapshot())).toBeNull()
  })

  it.each(['login', 'createAccount', 'forgotPassword', 'upgradeAccount', 'addToWishlist'] as const)(
    'hands the authorisation settings to %s',
    (name) => {
      const actor = createActor(modalMachine, { input: { settings } }).start()
      actor.send({ type: 'modal.opened', name })
      expect(selectModalContent(actor.getSnapshot())).toEqual(authorisation)
    },
  )

  it.each([
    ['sizeGuide', { sizeGuideModal: 'sizes' }],
    ['shippingDetails', { shippingDetailsModal: 'shipping' }],
    ['giftWrapping', { giftWrappingDescription: 'wrap' }],
    ['liveChat', { liveChatAgreement: 'chat ok', liveChatOfflineDescription: 'offline' }],
  ] as const)('feeds %s from site settings', (name, content) => {
    const actor = createActor(modalMachine, { input: {} }).start()
    actor.send({ type: 'modal.settings.received', settings })
    actor.send({ type: 'modal.opened', name, props: { from: 'pdp' } })
    expect(selectModalContent(actor.getSnapshot())).toEqual({ ...content, from: 'pdp' })
  })

  it('gives other modals only their props, and dismissal closes', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.opened', name: 'signOut' })
    expect(selectModalContent(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'modal.dismissed' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(selectOpenModal(actor.getSnapshot())).toBeNull()
    expect(selectModalContent(actor.getSnapshot())).toBeNull()
  })

  it('starts closed with no settings when given none, and says which modal is open', () => {
    const actor = createActor(modalMachine, { input: undefined }).start()
    expect(selectOpenModal(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'modal.opened', name: 'sizeGuide' })
    expect(selectIsModalOpen('sizeGuide')(actor.getSnapshot())).toBe(true)
    expect(selectModalContent(actor.getSnapshot())).toEqual({ sizeGuideModal: undefined })
  })

  it('opens a dialog the shop requests by itself only while no other is open', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.requested', name: 'addedToBag' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('addedToBag')
    actor.send({ type: 'modal.dismissed' })
    const refused: string[] = []
    actor.on('modal.refused', ({ name }) => refused.push(name))
    actor.send({ type: 'modal.opened', name: 'login' })
    actor.send({ type: 'modal.requested', name: 'addedToBag' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('login')
    expect(refused).toEqual(['addedToBag'])
    expect(selectModalContent(actor.getSnapshot())).toEqual(authorisation)
  })

  it('lets the shopper’s own press replace a requested dialog', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.requested', name: 'addedToBag' })
    actor.send({ type: 'modal.opened', name: 'login' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('login')
  })
})

describe('modal machine: the cookie banner takes its turn (spec 2.5, 2.6)', () => {
  it('shows the banner when no dialog is open, and closes it once the shopper decided', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.queued', name: 'cookieBanner' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('cookieBanner')
    actor.send({ type: 'modal.withdrawn', name: 'cookieBanner' })
    expect(selectOpenModal(actor.getSnapshot())).toBeNull()
  })

  it('lets a dialog the shopper opens take its place, and shows it again once that dialog closes', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.queued', name: 'cookieBanner' })
    actor.send({ type: 'modal.opened', name: 'login' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('login')
    actor.send({ type: 'modal.opened', name: 'sizeGuide' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('sizeGuide')
    // Opening the open one closes it (spec 2.6): the banner's turn again.
    actor.send({ type: 'modal.opened', name: 'sizeGuide' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('cookieBanner')
  })

  it('yields to the shop’s own dialog too (added to bag), and is back after it', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    const refused: string[] = []
    actor.on('modal.refused', ({ name }) => refused.push(name))
    actor.send({ type: 'modal.queued', name: 'cookieBanner' })
    actor.send({ type: 'modal.requested', name: 'addedToBag' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('addedToBag')
    expect(refused).toEqual([])
    actor.send({ type: 'modal.dismissed' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('cookieBanner')
  })

  it('waits while a dialog is open, and is not dismissed without a decision', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.opened', name: 'login' })
    actor.send({ type: 'modal.queued', name: 'cookieBanner' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('login')
    actor.send({ type: 'modal.dismissed' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('cookieBanner')
    actor.send({ type: 'modal.dismissed' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('cookieBanner')
  })

  it('does not come back once decided while another dialog was open', () => {
    const actor = createActor(modalMachine, { input: { settings } }).start()
    actor.send({ type: 'modal.queued', name: 'cookieBanner' })
    actor.send({ type: 'modal.opened', name: 'login' })
    actor.send({ type: 'modal.withdrawn', name: 'cookieBanner' })
    expect(selectOpenModal(actor.getSnapshot())).toBe('login')
    actor.send({ type: 'modal.dismissed' })
    expect(selectOpenModal(actor.getSnapshot())).toBeNull()
  })
})
