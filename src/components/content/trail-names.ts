import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The names of the content sections and of the folders between them and a page, for breadcrumbs. */
const trailNames: Record<string, MessageDescriptor> = {
  'customer-service': msg`Customer service`,
  'legal-pages': msg`Legal pages`,
  stories: msg`Stories`,
  guides: msg`Guides`,
  explore: msg`Explore`,
  campaigns: msg`Campaigns`,
}

/** A path segment's name in the breadcrumbs: the section's own, or the segment's words. */
export function trailName(segment: string, translate: (message: MessageDescriptor) => string): string {
  const name = trailNames[segment]
  return name ? translate(name) : segment.replaceAll('-', ' ')
}
