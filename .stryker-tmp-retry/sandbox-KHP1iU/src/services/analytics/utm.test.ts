// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { captureUtm, parseUtm } from './utm'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) }
}

describe('UTM parameters (spec 3.15)', () => {
  it('default to empty strings', () => {
    expect(parseUtm('?q=boty')).toEqual({ campaign: '', source: '', medium: '', term: '', content: '' })
  })

  it('are captured once per browser session', () => {
    const storage = memoryStorage()
    expect(captureUtm('?utm_source=news&utm_campaign=jaro', storage)).toMatchObject({
      source: 'news',
      campaign: 'jaro',
      medium: '',
    })
    expect(captureUtm('?utm_source=ads', storage)).toMatchObject({ source: 'news', campaign: 'jaro' })
    expect(captureUtm('', storage).source).toBe('news')
  })

  it('start afresh in a new session', () => {
    captureUtm('?utm_source=news', memoryStorage())
    expect(captureUtm('?utm_source=ads', memoryStorage()).source).toBe('ads')
  })
})
