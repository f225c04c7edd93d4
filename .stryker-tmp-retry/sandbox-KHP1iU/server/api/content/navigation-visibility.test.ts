// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { leadsToProducts, visibleNavigation } from './navigation-visibility'
import { navigationFor } from './navigation.seed'

describe('the menu without dead ends', () => {
  const counts = new Map([
    ['kids-shoes-sneakers', 12],
    ['kids-toddlers', 3],
    ['golf-men', 4],
  ])

  it('keeps a category with products in it or below it, and links that are not categories', () => {
    expect(leadsToProducts('/kids', counts)).toBe(true)
    expect(leadsToProducts('/kids/shoes', counts)).toBe(true)
    expect(leadsToProducts('/kids/shoes/sneakers?sort=newest', counts)).toBe(true)
    expect(leadsToProducts('/kids/accessories/socks', counts)).toBe(false)
    expect(leadsToProducts('/customer-service', counts)).toBe(true)
    expect(leadsToProducts('https://example.com/kids/accessories', counts)).toBe(true)
  })

  it('leaves out empty links, thumbnails, columns and items', () => {
    const menu = visibleNavigation(navigationFor('en'), counts)
    expect(menu.items.map((item) => item.id)).toEqual(['kids', 'golf'])
    const kids = menu.items[0]!
    expect(kids.linkCollections.map((collection) => collection.title)).toEqual(['Shoes', 'By age'])
    expect(kids.linkCollections[0]!.links.map((link) => link.href)).toEqual(['/kids/shoes/sneakers'])
    expect(kids.linkCollections[0]!.titleLink?.href).toBe('/kids/shoes')
    expect(kids.linkCollections[1]!.links.map((link) => link.href)).toEqual(['/kids/toddlers'])
    expect(kids.thumbnailLinks.map((link) => link.href)).toEqual(['/kids/shoes/sneakers'])
    const golf = menu.items[1]!
    expect(golf.linkCollections.flatMap((collection) => collection.links.map((link) => link.href))).toEqual([
      '/golf/men',
    ])
    expect(golf.thumbnailLinks.map((link) => link.href)).toEqual(['/golf'])
  })
})
