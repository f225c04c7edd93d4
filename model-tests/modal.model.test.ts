import { expect } from 'vitest'
import type { EventObject } from 'xstate'
import {
  modalMachine,
  selectIsModalOpen,
  selectModalContent,
  selectOpenModal,
  type ModalName,
} from '../src/machines/modal/modal.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

type Step = MachineStepView<typeof modalMachine>
type Event = Step['events'][number] & Record<string, unknown>

/** Spec 2.6: the dialogs that receive the authorisation settings; the ones fed from site settings. */
const AUTHORISATION = [
  'offerToLogIn',
  'offerToCreateAnAccount',
  'policiesAgreementTerms',
  'authorizationInvitation',
  'forgotYourPassword',
]

/**
 * Spec 2.6, 4.13: one modal at a time; opening the open one closes it, opening another replaces it.
 * A dialog the shop asks for by itself opens only when none is open. The cookie banner (spec 2.5) waits
 * until the shopper answers it and is shown whenever no other dialog is open; any dialog takes its place.
 * What is open after the events (`open`: the dialog other than the banner):
 */
function reference(events: readonly Event[]) {
  let open = null as { name: ModalName; props: Record<string, unknown> } | null
  let bannerWanted = false
  let settings: Record<string, unknown> = {}
  for (const event of events) {
    if (event.type === 'modal.settings.received') settings = event.settings as Record<string, unknown>
    if (event.type === 'modal.dismissed') open = null
    if (event.type === 'modal.opened')
      open =
        open?.name === event.name
          ? null
          : { name: event.name as ModalName, props: (event.props as Record<string, unknown>) ?? {} }
    if (event.type === 'modal.requested' && !open) open = { name: event.name as ModalName, props: {} }
    if (event.type === 'modal.queued') bannerWanted = true
    // Withdrawn: the banner stops waiting only when it is the one withdrawn; a dialog withdrawn while shown closes.
    if (event.type === 'modal.withdrawn') {
      if (event.name === 'cookieBanner') bannerWanted = false
      if (open?.name === event.name) open = null
    }
  }
  const shown = open ?? (bannerWanted ? { name: 'cookieBanner' as ModalName, props: {} } : null)
  return { open, shown, settings }
}

type ModalView = { value: unknown; context: { name: unknown; waiting: unknown; settings: object } }
const modalKey = (snapshot: unknown) => {
  const { value, context } = snapshot as ModalView
  return [value, context.name, context.waiting]
}
const settingsOf = (snapshot: unknown) => (snapshot as ModalView).context.settings

const events = (step: Step) => step.events as Event[]

const expectations = expectationsFor(modalMachine, {
  '*': [
    {
      says: 'exactly the modal the spec’s rules leave open is open, or none (2.6, 4.13)',
      check: (step) => {
        const { shown } = reference(events(step))
        expect(selectOpenModal(step.snapshot)).toBe(shown?.name ?? null)
        if (shown) expect(selectIsModalOpen(shown.name)(step.snapshot)).toBe(true)
      },
    },
    {
      says: 'a dialog the shop asks for while another is open is refused, so whoever asked lets it go; nothing else is',
      check: (step) => {
        const refused =
          step.event.type === 'modal.requested' && reference(events(step).slice(0, -1)).open
            ? [{ type: 'modal.refused', name: (step.event as Event).name }]
            : []
        expect(step.emitted).toEqual(refused)
      },
    },
  ],
  closed: [{ says: 'no modal shows', check: (step) => expect(selectModalContent(step.snapshot)).toBeNull() }],
  open: [
    {
      says: 'the login, create-account, forgot-password, upgrade-account and add-to-wishlist dialogs receive the authorisation settings; the size guide its site setting (2.6)',
      check: (step) => {
        const { shown: open, settings } = reference(events(step))
        const content = selectModalContent(step.snapshot)!
        if (['login', 'createAccount', 'forgotPassword', 'upgradeAccount', 'addToWishlist'].includes(open!.name))
          expect(content).toEqual({
            ...Object.fromEntries(AUTHORISATION.map((key) => [key, settings[key]])),
            ...open!.props,
          })
        else if (open!.name === 'sizeGuide')
          expect(content).toEqual({ sizeGuideModal: settings.sizeGuideModal, ...open!.props })
        else expect(content).toEqual(open!.props)
      },
    },
  ],
})

const some = (list: Array<EventObject & Record<string, unknown>>) => list

describeModel('modal', modalMachine, {
  inputs: [{ settings: {} }],
  events: {
    domain: [
      { type: 'modal.opened', name: 'login' },
      { type: 'modal.opened', name: 'sizeGuide', props: { article: '480002' } },
      { type: 'modal.opened', name: 'search' },
      { type: 'modal.requested', name: 'addedToBag' },
      { type: 'modal.dismissed' },
      { type: 'modal.settings.received', settings: { sizeGuideModal: 'sizes', offerToLogIn: 'log in' } },
      // The cookie banner waits for its turn until the shopper decides (spec 2.5, 2.6).
      { type: 'modal.queued', name: 'cookieBanner' },
      { type: 'modal.withdrawn', name: 'cookieBanner' },
      { type: 'modal.withdrawn', name: 'login' },
    ],
  },
  serializeState: (snapshot) => JSON.stringify([...modalKey(snapshot), Object.keys(settingsOf(snapshot)).length]),
  // The dialog shown and the one waiting: what the guards read.
  stepKey: modalKey,
  expectations,
  mustIgnore: { closed: some([{ type: 'modal.dismissed' }]) },
  mustAccept: {
    closed: some([
      { type: 'modal.opened', name: 'login' },
      { type: 'modal.requested', name: 'addedToBag' },
    ]),
    open: some([{ type: 'modal.opened', name: 'login' }, { type: 'modal.dismissed' }]),
  },
  requireEveryTransition: true,
})
