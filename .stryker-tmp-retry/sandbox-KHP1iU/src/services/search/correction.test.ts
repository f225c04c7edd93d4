// @ts-nocheck
import { describe, expect, it } from 'vitest'
import {
  allowedEdits,
  closestEntry,
  correctionsFor,
  editDistance,
  normalizeText,
  type VocabularyEntry,
} from './correction'

const entry = (query: string, popularity: number, aliases: string[] = []): VocabularyEntry => ({
  query,
  aliases,
  popularity,
})

const czech = [
  entry('tenisky', 120, ['sneakers']),
  entry('sandály', 42, ['sandals']),
  entry('boty', 245),
  entry('kožené', 180),
  entry('dámské', 150),
]
const english = [
  entry('sneakers', 120, ['tenisky']),
  entry('sandals', 42, ['sandály']),
  entry('leather', 180),
  entry('boots', 60, ['kotníkové boty']),
]

describe('the spelling correction of a search without results', () => {
  it('compares words lower-case without diacritics', () => {
    expect(normalizeText('Sandály ČERNÉ')).toBe('sandaly cerne')
    expect(editDistance('sneekers', 'sneakers')).toBe(1)
    expect(editDistance('tenisyk', 'tenisky')).toBe(1)
    expect(editDistance('abc', '')).toBe(3)
  })

  it('allows no edit below four letters, one up to six, two from seven', () => {
    expect([allowedEdits('bot'), allowedEdits('boty'), allowedEdits('sandal'), allowedEdits('sneekers')]).toEqual([
      0, 1, 1, 2,
    ])
  })

  it('corrects a misspelt Czech word to its written form, diacritics included', () => {
    expect(correctionsFor('sandalyy', [czech])).toEqual(['sandály'])
    expect(correctionsFor('kozne tensky', [czech, czech])).toEqual(['kožené tenisky', 'kožené', 'tenisky'])
  })

  it('maps a word of the other language to the page language through the aliases', () => {
    expect(correctionsFor('sneekers', [czech])).toEqual(['tenisky'])
    expect(correctionsFor('sandaly', [english])).toEqual(['sandals'])
  })

  it('leaves out words the vocabulary does not know', () => {
    expect(correctionsFor('zlute boty', [czech, czech])).toEqual(['boty'])
  })

  it('prefers fewer edits, then the more popular entry', () => {
    const entries = [entry('bota', 5), entry('boty', 245), entry('body', 1)]
    expect(closestEntry('botx', entries)?.entry.query).toBe('boty')
    expect(closestEntry('boty', entries)?.edits).toBe(0)
  })

  it('offers nothing for nonsense, or for a query the vocabulary already spells that way', () => {
    expect(correctionsFor('qwxzpt', [czech])).toEqual([])
    expect(correctionsFor('sandaly', [czech])).toEqual([])
    expect(correctionsFor('', [])).toEqual([])
  })
})
