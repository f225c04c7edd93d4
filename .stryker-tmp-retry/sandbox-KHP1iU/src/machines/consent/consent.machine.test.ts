// @ts-nocheck
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { consentMachine, selectConsentCategories, selectConsentChosen, selectConsentOpen } from './consent.machine'

function start() {
  const actor = createActor(consentMachine).start()
  const announced: string[][] = []
  actor.on('consent.changed', (event) => announced.push([...event.categories]))
  return { actor, announced }
}

describe('cookie consent', () => {
  it('shows nothing until the stored choice is read, then asks a new visitor', () => {
    const { actor } = start()
    expect(selectConsentOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'consent.reopened' })
    expect(selectConsentOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'consent.restored', categories: null })
    expect(selectConsentOpen(actor.getSnapshot())).toBe(true)
  })

  it('accepts all, rejects to the necessary ones, or saves a choice that always keeps the necessary ones', () => {
    const { actor, announced } = start()
    actor.send({ type: 'consent.restored', categories: null })
    actor.send({ type: 'consent.acceptedAll' })
    actor.send({ type: 'consent.reopened' })
    actor.send({ type: 'consent.rejected' })
    actor.send({ type: 'consent.reopened' })
    actor.send({ type: 'consent.choosing' })
    actor.send({ type: 'consent.categoriesChanged', categories: ['cookie_cat_statistic', 'unknown'] })
    actor.send({ type: 'consent.saved' })
    expect(announced).toEqual([
      ['cookie_cat_necessary', 'cookie_cat_preference', 'cookie_cat_statistic', 'cookie_cat_marketing'],
      ['cookie_cat_necessary'],
      ['cookie_cat_necessary', 'cookie_cat_statistic'],
    ])
    expect(selectConsentCategories(actor.getSnapshot())).toBe('cookie_cat_necessary cookie_cat_statistic')
    expect(selectConsentOpen(actor.getSnapshot())).toBe(false)
  })

  it('ticks the necessary cookies, then the choice made before, and keeps the boxes ticked until saved', () => {
    const { actor, announced } = start()
    actor.send({ type: 'consent.restored', categories: null })
    actor.send({ type: 'consent.choosing' })
    expect(selectConsentChosen(actor.getSnapshot())).toEqual(['cookie_cat_necessary'])
    // The necessary cookies cannot be unticked.
    actor.send({ type: 'consent.categoriesChanged', categories: ['cookie_cat_marketing'] })
    expect(selectConsentChosen(actor.getSnapshot())).toEqual(['cookie_cat_necessary', 'cookie_cat_marketing'])
    expect(announced).toEqual([])
    actor.send({ type: 'consent.saved' })
    actor.send({ type: 'consent.reopened' })
    actor.send({ type: 'consent.choosing' })
    expect(selectConsentChosen(actor.getSnapshot())).toEqual(['cookie_cat_necessary', 'cookie_cat_marketing'])
  })

  it('restores a stored choice without asking and announces it for the data layer', () => {
    const { actor, announced } = start()
    actor.send({ type: 'consent.restored', categories: ['cookie_cat_statistic'] })
    expect(selectConsentOpen(actor.getSnapshot())).toBe(false)
    expect(announced).toEqual([['cookie_cat_necessary', 'cookie_cat_statistic']])
  })
})
