import { describe, expect, it } from 'vitest'
import { toInternalPath, toPublicPath } from './slugs'

describe('localized slugs', () => {
  it('maps Czech public paths to the English route paths', () => {
    expect(toInternalPath('/vyhledat')).toBe('/search')
    expect(toInternalPath('/%C5%BEeny/obuv')).toBe('/women/shoes')
    expect(toInternalPath('/průvodce/průvodce-velikostmi')).toBe('/guides/size-guide')
  })

  it('leaves English paths (prefixed /en) alone', () => {
    expect(toInternalPath('/en/search')).toBe('/en/search')
    expect(toInternalPath('/en/vyhledat')).toBe('/en/vyhledat')
  })

  it('maps route paths back to the public path of their locale', () => {
    expect(toPublicPath('/search')).toBe('/vyhledat')
    expect(toPublicPath('/sale/women')).toBe('/výprodej/ženy')
    expect(toPublicPath('/en/search')).toBe('/en/search')
  })

  it('round-trips every Czech path', () => {
    for (const path of [
      '/vyhledat',
      '/nákupní-taška',
      '/péče-o-obuv/pečující-výrobky',
      '/nove/vše',
      '/péče-o-zákazníky/právní-informace/terms-of-use',
      '/objevujte/linie-nordic',
    ]) {
      expect(toPublicPath(toInternalPath(path))).toBe(path)
    }
  })

  it('keeps unknown and malformed segments unchanged', () => {
    expect(toInternalPath('/product/abc/123')).toBe('/product/abc/123')
    expect(toInternalPath('/%E0%A4%A')).toBe('/%E0%A4%A')
  })
})
