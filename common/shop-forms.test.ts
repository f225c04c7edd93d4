import { describe, expect, it } from 'vitest'
import { backPath, FORM_FLAGS, withFlags } from './shop-forms'

describe('backPath', () => {
  it('keeps a same-site path and its query, without the flags of an earlier answer', () => {
    expect(backPath('/en/women?sort=price&added=123&size-required=1')).toBe('/en/women?sort=price')
    expect(backPath('/n%C3%A1kupn%C3%AD-ta%C5%A1ka')).toBe('/n%C3%A1kupn%C3%AD-ta%C5%A1ka')
  })

  it('answers the fallback for anything that is not a path of this site', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'en/women', 42, undefined])
      expect(backPath(value, '/en')).toBe('/en')
    expect(backPath(`/${'a'.repeat(1024)}`)).toBe('/')
  })

  it('keeps a fragment naming an element, so the page comes back where the form was', () => {
    expect(backPath('/en/women?page=2#_R_1d9pb6_')).toBe('/en/women?page=2#_R_1d9pb6_')
    expect(backPath('/en/women#heart-12')).toBe('/en/women#heart-12')
  })

  it('drops any other fragment', () => {
    expect(backPath('/en/women#:~:text=boots')).toBe('/en/women')
    expect(backPath('/en/women#a b')).toBe('/en/women')
    expect(backPath(`/en/women#${'a'.repeat(65)}`)).toBe('/en/women')
    expect(backPath('/en/women#<script>')).toBe('/en/women')
    expect(backPath('/en/women#')).toBe('/en/women')
  })
})

describe('withFlags', () => {
  it('sets the flags in the query, before the fragment', () => {
    expect(withFlags('/en/women?sort=price#_R_3_', { [FORM_FLAGS.bagError]: 'updateFailed' })).toBe(
      '/en/women?sort=price&bag-error=updateFailed#_R_3_',
    )
    expect(withFlags('/en/shopping-bag', { [FORM_FLAGS.added]: 'SKU-1' })).toBe('/en/shopping-bag?added=SKU-1')
  })
})
