import { expect } from 'vitest'
import { modalMachine, selectOpenModal } from '../src/machines/modal/modal.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { describeModel } from './support/model'

type Step = MachineStepView<typeof modalMachine>

/**
 * The dialog the shopper must see after the path's events (spec 2.6, 4.13): one at a time; opening
 * the open one closes it, another replaces it; a dialog the shop requests by itself opens only while
 * no other dialog (the cookie banner aside) is open; the cookie banner (spec 2.5) is shown whenever
 * it is still wanted and no other dialog is open.
 */
function shown({ events }: Step): string | null {
  let other: string | null = null
  let bannerWanted = false
  for (const event of events) {
    if (event.type === 'modal.opened') other = other === event.name ? null : event.name
    if (event.type === 'modal.requested' && other === null) other = event.name
    if (event.type === 'modal.dismissed') other = null
    if (event.type === 'modal.queued') bannerWanted = true
    if (event.type === 'modal.withdrawn') bannerWanted = false
  }
  return other ?? (bannerWanted ? 'cookieBanner' : null)
}

const modalKey = (snapshot: unknown) => {
  const { value, context } = snapshot as Step & { value: unknown }
  return [value, context.name, context.waiting]
}

const expectations = expectationsFor(modalMachine, {
  '*': [
    {
      says: 'exactly the dialog the spec says is shown: one at a time, the cookie banner whenever no other is open',
      check: (step) => expect(selectOpenModal(step.snapshot)).toBe(shown(step)),
    },
  ],
  closed: [
    {
      says: 'no dialog is shown, and the cookie banner is not waiting (it would be shown)',
      check: (step) => expect(shown(step)).toBeNull(),
    },
  ],
  open: [
    {
      says: 'one dialog is shown',
      check: (step) => expect(shown(step)).not.toBeNull(),
    },
  ],
})

describeModel('modal', modalMachine, {
  inputs: [{ settings: {} }],
  events: {
    domain: [
      { type: 'modal.opened', name: 'login' },
      { type: 'modal.opened', name: 'sizeGuide' },
      { type: 'modal.requested', name: 'addedToBag' },
      { type: 'modal.dismissed' },
      { type: 'modal.settings.received', settings: { sizeGuideModal: 'sizes' } },
      // The cookie banner waits for its turn until the shopper decides (spec 2.5, 2.6).
      { type: 'modal.queued', name: 'cookieBanner' },
      { type: 'modal.withdrawn', name: 'cookieBanner' },
    ],
  },
  serializeState: (snapshot) => JSON.stringify(modalKey(snapshot)),
  // The dialog shown and the one waiting: what the guards read.
  stepKey: modalKey,
  expectations,
  requireEveryTransition: true,
})
