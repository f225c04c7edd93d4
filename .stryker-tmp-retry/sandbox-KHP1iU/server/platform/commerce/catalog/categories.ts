// @ts-nocheck
import { categoryTree, type CategoryNode } from '@common/search-categories'
import type { CategoryDraft } from './types'

/**
 * The platform's categories, drawn from the one category tree the listings read
 * (`common/search-categories.ts`, spec 2.3 with the Czech segments of 2.4). Slugs must be unique per
 * locale on the platform, so a category's slug is its path joined with '-': `/ženy/obuv/tenisky` →
 * cs slug `ženy-obuv-tenisky`, en slug `women-shoes-sneakers`; the key is the English slug. Parents
 * come before their children.
 */
export function buildCategories(): CategoryDraft[] {
  const drafts: CategoryDraft[] = []
  const visit = (
    node: CategoryNode,
    path: { en: string[]; cs: string[] },
    parentKey: string | undefined,
    index: number,
    count: number,
  ) => {
    const en = [...path.en, node.segment]
    const cs = [...path.cs, node.csSegment]
    const key = en.join('-')
    drafts.push({
      key,
      name: { 'cs-CZ': node.name['cs-CZ'], en: node.name.en },
      slug: { 'cs-CZ': cs.join('-'), en: key },
      ...(parentKey ? { parent: { typeId: 'category' as const, key: parentKey } } : {}),
      orderHint: ((index + 1) / (count + 1)).toFixed(4),
    })
    node.children.forEach((child, childIndex) => visit(child, { en, cs }, key, childIndex, node.children.length))
  }
  categoryTree.forEach((node, index) => visit(node, { en: [], cs: [] }, undefined, index, categoryTree.length))
  return drafts
}
