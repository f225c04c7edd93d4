import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '../../services/navigation'
import { ContentLink } from './ContentLink'

/** A menu column's list items: "Show all" for its title link, then its links (the slide-in menu, the menu page). */
export function CollectionLinks({
  collection,
  className,
}: {
  collection: NavigationItem['linkCollections'][number]
  className: string
}) {
  const { t } = useLingui()
  const title = collection.title
  return (
    <>
      {collection.titleLink?.href && (
        <li>
          <ContentLink href={collection.titleLink.href} className={className}>
            {t`Show all: ${title}`}
          </ContentLink>
        </li>
      )}
      {collection.links.map((link) =>
        link.href ? (
          <li key={link.href}>
            <ContentLink href={link.href} className={className}>
              {link.label}
            </ContentLink>
          </li>
        ) : null,
      )}
    </>
  )
}
