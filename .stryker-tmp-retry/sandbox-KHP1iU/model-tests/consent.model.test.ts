// @ts-nocheck
import { expect } from 'vitest'
import {
  consentMachine,
  selectConsentCategories,
  selectConsentChoosing,
  selectConsentChosen,
  selectConsentOpen,
} from '../src/machines/consent/consent.machine'
import { expectationsFor, type MachineStepView } from './support/expectations'
import { replayConsent } from './consent/consent.oracle'
import { describeModel } from './support/model'

type Step = MachineStepView<typeof consentMachine>

/** The categories the shopper's last decision gives (the necessary ones always; unknown names dropped); null before one. */
const decided = ({ events }: Step): string[] | null => replayConsent(events).categories

/** The boxes ticked while choosing: from the decision before (else the necessary ones), then as the shopper ticks. */
const ticked = ({ events }: Step): string[] => replayConsent(events).ticked

const sorted = (categories: readonly string[] | null) => (categories ? [...categories].sort() : null)

const expectations = expectationsFor(consentMachine, {
  '*': [
    {
      says: 'the page shows the banner while open, the categories while choosing, and the categories decided',
      check: (step) => {
        expect(selectConsentOpen(step.snapshot)).toBe(step.in('open'))
        expect(selectConsentChoosing(step.snapshot)).toBe(step.in('open.choosing'))
        expect(selectConsentCategories(step.snapshot).split(' ').filter(Boolean).sort()).toEqual(decided(step) ?? [])
      },
    },
    {
      says: 'the categories are those of the last decision, the necessary ones always among them',
      check: (step) => expect(sorted(step.context.categories)).toEqual(decided(step)),
    },
    {
      says: 'a decision is announced once, with its categories, when the banner closes; nothing else is announced',
      check: (step) => {
        const closing = step.in('closed') && !step.previous?.states.includes('closed')
        expect(step.emitted.map((e) => ({ type: e.type, categories: [...e.categories].sort() }))).toEqual(
          closing ? [{ type: 'consent.changed', categories: decided(step) }] : [],
        )
      },
    },
  ],
  unknown: [
    {
      says: 'nothing is shown and nothing decided before the stored choice is read',
      check: ({ events, context }) => {
        expect(events.filter((e) => e.type === 'consent.restored')).toEqual([])
        expect(context.categories).toBeNull()
      },
    },
  ],
  open: [
    {
      says: 'the banner asks a visitor without a stored choice, or one who pressed renew cookie',
      check: ({ event, previous }) => {
        if (previous?.states.includes('unknown'))
          expect(event).toMatchObject({ type: 'consent.restored', categories: null })
      },
    },
  ],
  'open.summary': [
    {
      says: 'the banner opens on its summary',
      check: ({ event }) => expect(['consent.restored', 'consent.reopened']).toContain(event.type),
    },
  ],
  'open.choosing': [
    {
      says: 'the categories are chosen one by one after asking to',
      check: ({ event }) => expect(['consent.choosing', 'consent.categoriesChanged']).toContain(event.type),
    },
    {
      says: 'the boxes ticked start from the choice made before and follow the shopper; the necessary ones stay',
      check: (step) => expect([...selectConsentChosen(step.snapshot)].sort()).toEqual(ticked(step)),
    },
  ],
  closed: [
    {
      says: 'the banner closes on a stored choice or a decision',
      check: ({ event }) =>
        expect(['consent.restored', 'consent.acceptedAll', 'consent.rejected', 'consent.saved']).toContain(event.type),
    },
  ],
})

describeModel('consent', consentMachine, {
  events: {
    domain: [
      { type: 'consent.restored', categories: null },
      { type: 'consent.restored', categories: ['cookie_cat_statistic'] },
      { type: 'consent.acceptedAll' },
      { type: 'consent.rejected' },
      { type: 'consent.choosing' },
      { type: 'consent.categoriesChanged', categories: ['cookie_cat_marketing', 'cookie_cat_unknown'] },
      { type: 'consent.saved' },
      { type: 'consent.reopened' },
    ],
  },
  stepKey: (snapshot) => {
    const { value, context } = snapshot as unknown as Step & { value: unknown }
    return [value, context.categories, context.chosen]
  },
  expectations,
  // Spec 2.5: the banner decides, and 'renew cookie' reopens it.
  mustAccept: {
    closed: [{ type: 'consent.reopened' }],
    open: [{ type: 'consent.acceptedAll' }, { type: 'consent.rejected' }],
    'open.summary': [{ type: 'consent.choosing' }],
  },
  mustIgnore: {
    unknown: [{ type: 'consent.acceptedAll' }, { type: 'consent.reopened' }],
    closed: [{ type: 'consent.acceptedAll' }, { type: 'consent.rejected' }, { type: 'consent.choosing' }],
    open: [{ type: 'consent.restored', categories: ['cookie_cat_statistic'] }, { type: 'consent.reopened' }],
  },
  requireEveryTransition: true,
})
