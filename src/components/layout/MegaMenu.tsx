import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useEffect, useId, useRef, type FocusEvent, type PointerEvent } from 'react'
import { selectMegaMenuItem } from '../../machines/navigation/navigation.machine'
import type { NavigationItem } from '../../services/navigation'
import { ContentLink } from './ContentLink'
import { Chevron } from './icons'
import { useNavigation, useNavigationActor } from './layout-context'
import * as styles from './MegaMenu.css'

const COLUMNS = ['1', '2', '3', '4'] as const

/**
 * The desktop main navigation (spec 2.5): each item's primary link, and a disclosure button that
 * opens its mega-menu panel (also on mouse hover). The panels are server-rendered and hidden.
 */
export function MegaMenu() {
  const { t } = useLingui()
  const { items } = useNavigation()
  return (
    <nav aria-label={t`Main`} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <MegaMenuItem key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  )
}

function MegaMenuItem({ item }: { item: NavigationItem }) {
  const { t } = useLingui()
  const navigation = useNavigationActor()
  const isOpen = useSelector(navigation, (s) => selectMegaMenuItem(s) === item.id)
  const trigger = useRef<HTMLButtonElement>(null)
  const label = item.primaryLink.label

  const open = () => navigation.send({ type: 'navigation.megaMenu.opened', itemId: item.id })
  const close = () => navigation.send({ type: 'navigation.megaMenu.closed' })
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && open()
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && isOpen && close()
  const itemRef = useRef<HTMLLIElement>(null)
  const panelId = `${useId()}-panel`
  // Until the page hydrates, the panel under the mouse shows by its style alone (MegaMenu.css.ts); a pointer
  // already over the item when the code takes over keeps it open, as if it had just come in.
  useEffect(() => {
    if (matchMedia(styles.hoverMedia).matches && itemRef.current?.matches(':hover'))
      navigation.send({ type: 'navigation.megaMenu.opened', itemId: item.id })
  }, [navigation, item.id])
  // Escape inside an open panel closes it and returns focus to its button.
  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !itemRef.current?.contains(document.activeElement)) return
      navigation.send({ type: 'navigation.megaMenu.closed' })
      trigger.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, navigation])
  // Focus moving out of the item (past its last link) closes the panel.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) close()
  }

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <ContentLink
        href={item.primaryLink.completeSlug}
        className={[styles.primaryLink, item.isSalesNavigationItem ? styles.primaryLinkSale : ''].join(' ')}
      >
        {label}
      </ContentLink>
      <div className={styles.disclosure} data-expanded={isOpen || undefined}>
        <button
          type="button"
          ref={trigger}
          className={styles.trigger}
          aria-label={t`${label}: more`}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => (isOpen ? close() : open())}
        >
          <Chevron />
        </button>
        <div id={panelId} role="group" className={styles.panel} aria-label={label} hidden={!isOpen}>
          <MegaMenuPanel item={item} />
        </div>
      </div>
    </li>
  )
}

function MegaMenuPanel({ item }: { item: NavigationItem }) {
  const hasMedia = item.thumbnailLinks.length > 0 || item.thumbnailLinksTiles.length > 0
  return (
    <div className={styles.panelInner}>
      {COLUMNS.map((column) => (
        <div key={column} className={styles.column}>
          {item.linkCollections
            .filter((collection) => collection.column === column)
            .map((collection, index) => (
              <div key={index}>
                <p className={styles.collectionTitle}>
                  {collection.titleLink?.href ? (
                    <ContentLink href={collection.titleLink.href} className={styles.link}>
                      {collection.title}
                    </ContentLink>
                  ) : (
                    collection.title
                  )}
                </p>
                <ul className={styles.links}>
                  {collection.links.map((link) =>
                    link.href ? (
                      <li key={link.href}>
                        <ContentLink href={link.href} className={styles.link}>
                          {link.label}
                        </ContentLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              </div>
            ))}
        </div>
      ))}
      <div className={styles.media}>
        {item.thumbnailLinks.map((link) =>
          link.href ? (
            <ContentLink key={link.href} href={link.href} className={styles.thumbnail}>
              {link.linkImage && (
                <img
                  src={link.linkImage.src}
                  alt={link.linkImage.alt}
                  className={styles.thumbnailImage}
                  loading="lazy"
                  width={120}
                  height={120}
                />
              )}
              {link.label}
            </ContentLink>
          ) : null,
        )}
        {item.thumbnailLinksTiles.map((link) =>
          link.href ? (
            <ContentLink key={link.href} href={link.href} className={styles.tile}>
              {link.linkImage && (
                <img
                  src={link.linkImage.src}
                  alt={link.linkImage.alt}
                  className={styles.thumbnailImage}
                  loading="lazy"
                  width={96}
                  height={96}
                />
              )}
              <span>
                <strong>{link.label}</strong>
                {link.description && <span className={styles.tileDescription}>{link.description}</span>}
              </span>
            </ContentLink>
          ) : null,
        )}
        {!hasMedia && item.fallbackImage && (
          <img
            src={item.fallbackImage.src}
            alt={item.fallbackImage.alt}
            className={styles.thumbnailImage}
            loading="lazy"
            width={240}
            height={240}
          />
        )}
      </div>
      {item.bottomLinkLabel && (
        <ContentLink href={item.primaryLink.completeSlug} className={styles.bottomLink}>
          {item.bottomLinkLabel}
        </ContentLink>
      )}
    </div>
  )
}
