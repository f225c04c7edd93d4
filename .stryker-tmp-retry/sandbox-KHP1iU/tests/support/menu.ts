// @ts-nocheck
import type { navigationFor } from '../../server/api/content/navigation.seed'

type Items = ReturnType<typeof navigationFor>['items']

/** Every internal link of a navigation document: primary links, column titles, links, thumbnails and tiles. */
export function menuHrefs(items: Items): string[] {
  const hrefs = items.flatMap((item) => [
    item.primaryLink.completeSlug,
    ...item.linkCollections.flatMap((collection) => [
      collection.titleLink?.href,
      ...collection.links.map((link) => link.href),
    ]),
    ...[...item.thumbnailLinks, ...item.thumbnailLinksTiles].map((link) => link.href),
  ])
  return [...new Set(hrefs.filter((href): href is string => typeof href === 'string'))]
}
