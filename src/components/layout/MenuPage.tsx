import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '../../services/navigation'
import { AuthBlock } from './AuthBlock'
import { CollectionLinks } from './CollectionLinks'
import { ContentLink } from './ContentLink'
import { Chevron } from './icons'
import { useNavigation } from './layout-context'
import { MobileAccountLinks } from './MobileAccountLinks'
import * as styles from './MenuPage.css'

/**
 * `/menu`: the phone menu of spec 2.5 as a page, where the header's menu button leads before the
 * page's code has started (and in a browser without scripts). Its levels open in place as native
 * disclosures; the code opens the slide-in menu instead.
 */
export function MenuPage() {
  const { t } = useLingui()
  const { items } = useNavigation()
  return (
    <div className={styles.page}>
      <h1 id="menu-heading" className={styles.heading}>
        {t`Menu`}
      </h1>
      {/* Named by the page's heading: on a wide screen the header's own "Main" navigation shows beside it. */}
      <nav aria-labelledby="menu-heading">
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <FirstLevelItem item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.account}>
        <MobileAccountLinks />
        <AuthBlock />
      </div>
    </div>
  )
}

function FirstLevelItem({ item }: { item: NavigationItem }) {
  const { t } = useLingui()
  return (
    <details className={styles.level}>
      <summary className={[styles.summary, item.isSalesNavigationItem ? styles.sale : ''].join(' ')}>
        {item.primaryLink.label}
        <Chevron />
      </summary>
      <ul className={styles.nested}>
        <li>
          <ContentLink href={item.primaryLink.completeSlug} className={styles.rowLink}>
            {item.bottomLinkLabel ?? t`Show all`}
          </ContentLink>
        </li>
        {item.linkCollections.map((collection, index) => (
          <li key={index}>
            <CollectionItem collection={collection} />
          </li>
        ))}
      </ul>
    </details>
  )
}

function CollectionItem({ collection }: { collection: NavigationItem['linkCollections'][number] }) {
  const title = collection.title
  if (collection.links.length === 0)
    return collection.titleLink?.href ? (
      <ContentLink href={collection.titleLink.href} className={styles.rowLink}>
        {title}
      </ContentLink>
    ) : null
  return (
    <details className={styles.level}>
      <summary className={styles.summary}>
        {title}
        <Chevron />
      </summary>
      <ul className={styles.nested}>
        <CollectionLinks collection={collection} className={styles.rowLink} />
      </ul>
    </details>
  )
}
