// @ts-nocheck
import type { ArticleSpec } from './article-spec'

const bagKinds = new Set(['handbags', 'crossbody', 'backpacks', 'wallets', 'card-holders'])

/** Genders whose tree lists the article: unisex goods appear under both women and men. */
const gendersOf = (spec: ArticleSpec): string[] =>
  spec.line.gender === 'Unisex' ? ['women', 'men'] : [spec.line.gender.toLowerCase()]

function footwearCategories(spec: ArticleSpec, gender: string): string[] {
  const { kind } = spec.line
  const keys = [`${gender}-shoes-${kind}`]
  const waterproof = spec.material.key === 'waterproof'
  if (kind === 'golf') {
    keys.push(`golf-${gender}`, ...spec.tags.map((tag) => `golf-${tag}`))
    if (spec.colour.dominant === 'White') keys.push('golf-white')
    if (spec.colour.dominant === 'Black') keys.push('golf-black')
    if (spec.material.key === 'leather') keys.push('golf-leather')
    if (waterproof) keys.push('golf-gore-tex')
    if (spec.iconic) keys.push('golf-iconic')
    if (spec.collection) keys.push('golf-collections')
  }
  if (kind === 'outdoor') {
    keys.push(`outdoor-${gender}`, 'outdoor-hiking', `${gender}-occasions-hiking`)
    if (waterproof) keys.push('outdoor-waterproof', 'outdoor-gore-tex')
  }
  if (kind === 'formal' || kind === 'heels') keys.push(`${gender}-occasions-weddings-and-events`)
  if (kind === 'leisure' || kind === 'slip-on') keys.push(`${gender}-occasions-walking`)
  if (gender === 'kids') {
    keys.push(
      Number(spec.sizes[0]?.size) < 28 ? 'kids-toddlers' : 'kids-older-kids',
      ...spec.tags.map((tag) => `kids-${tag}`),
    )
  }
  return keys
}

function goodsCategories(spec: ArticleSpec, genders: string[]): string[] {
  const { kind } = spec.line
  if (kind === 'care-products') {
    return [
      'shoe-care-care-products',
      'women-care-products',
      'men-care-products',
      'kids-care-products',
      'women-accessories-leather-care',
      'men-accessories-leather-care',
    ]
  }
  if (bagKinds.has(kind))
    return [`bags-and-accessories-${kind}`, ...genders.map((gender) => `${gender}-bags-and-accessories`)]
  return [`bags-and-accessories-${kind}`, ...genders.map((gender) => `${gender}-accessories-${kind}`)]
}

function saleCategories(spec: ArticleSpec, genders: string[]): string[] {
  if (!spec.discount) return []
  const { kind } = spec.line
  const bags = bagKinds.has(kind)
  const types = [
    ...(kind === 'sneakers' ? ['sneakers'] : []),
    ...(kind === 'boots' ? ['boots'] : []),
    ...(kind === 'formal' || kind === 'heels' ? ['business'] : []),
    ...(kind === 'golf' ? ['golf'] : []),
    ...(spec.material.key === 'waterproof' ? ['waterproof', 'gore-tex'] : []),
  ]
  const groups = [...(bags ? ['bags'] : genders), ...(kind === 'outdoor' ? ['outdoor'] : []), ...types]
  const keys = ['sale-all', ...groups.map((group) => `sale-${group}`)]
  const offers = spec.discount.offerIds
  if (offers.includes('BLACK-FRIDAY')) keys.push('sale-black-friday', ...groups.map((group) => `black-friday-${group}`))
  if (offers.includes('CYBER-MONDAY'))
    keys.push('sale-cyber-monday', ...genders.map((gender) => `cyber-monday-${gender}`))
  if (offers.includes('EOSS')) keys.push('sale-eoss')
  if (spec.discount.percentage >= 40) keys.push('sale-deals')
  return keys
}

export function categoriesOf(spec: ArticleSpec): string[] {
  const genders = gendersOf(spec)
  const footwear = spec.line.division === 'Footwear'
  const keys = footwear ? genders.flatMap((gender) => footwearCategories(spec, gender)) : goodsCategories(spec, genders)
  const featured = footwear || spec.line.gender !== 'Unisex'
  for (const gender of featured ? genders : []) {
    if (spec.isNew) keys.push(`${gender}-featured-new-arrivals`)
    if (spec.bestSeller) keys.push(`${gender}-featured-best-sellers`)
    if (spec.iconic) keys.push(`${gender}-iconic`)
    if (spec.collection) keys.push(`${gender}-collections`)
    if (spec.bestSeller && spec.isNew) keys.push(`${gender}-trending`)
    if (footwear && spec.material.key === 'waterproof') keys.push(`${gender}-technologies-gore-tex`)
    if (footwear && spec.material.key === 'light') keys.push(`${gender}-technologies-recycled`)
  }
  if (spec.isNew) keys.push('new', 'new-all')
  if (spec.collection) keys.push(`collections-${spec.collection}`)
  keys.push(...saleCategories(spec, genders))
  return [...new Set(keys)]
}
