import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useModalSlot } from '../app/use-modal-slot'
import { useEffect, useRef } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { selectIsMobileMenuOpen, selectMobileLevelPath } from '../../machines/navigation/navigation.machine'
import type { NavigationItem } from '../../services/navigation'
import { AuthBlock } from './AuthBlock'
import { CollectionLinks } from './CollectionLinks'
import { ContentLink } from './ContentLink'
import * as headerStyles from './Header.css'
import { Chevron, CloseIcon } from './icons'
import { useNavigation, useNavigationActor } from './layout-context'
import { MobileAccountLinks } from './MobileAccountLinks'
import * as styles from './MobileMenu.css'

/** The mobile slide-in menu of spec 2.5: second and third navigation levels, then the account links. */
export function MobileMenu() {
  const { t } = useLingui()
  const navigation = useNavigationActor()
  const close = () => navigation.send({ type: 'navigation.mobile.closed' })
  const isOpen = useModalSlot('mobileMenu', useSelector(navigation, selectIsMobileMenuOpen), close)
  const [firstId, secondId] = useSelector(navigation, selectMobileLevelPath).split('/')
  const { items } = useNavigation()
  const item = items.find((candidate) => candidate.id === firstId)
  const collectionIndex = secondId === undefined ? -1 : Number(secondId)
  const collection = item?.linkCollections[collectionIndex]

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog} aria-label={t`Menu`}>
          <div className={styles.top}>
            <Heading slot="title" className={styles.title}>
              {t`Menu`}
            </Heading>
            <Button className={headerStyles.iconButton} aria-label={t`Close menu`} onPress={close}>
              <CloseIcon />
            </Button>
          </div>
          <nav aria-label={t`Main`}>
            {item && collection ? (
              <ThirdLevel item={item} index={collectionIndex} />
            ) : item ? (
              <SecondLevel item={item} />
            ) : (
              <FirstLevel items={items} />
            )}
          </nav>
          {!item && (
            <div className={styles.account}>
              <MobileAccountLinks />
              <AuthBlock />
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function FirstLevel({ items }: { items: NavigationItem[] }) {
  const navigation = useNavigationActor()
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Button
            className={[styles.rowLink, item.isSalesNavigationItem ? styles.rowSale : ''].join(' ')}
            onPress={() => navigation.send({ type: 'navigation.mobile.level.opened', depth: 1, id: item.id })}
          >
            {item.primaryLink.label}
            <Chevron direction="right" />
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** Moves focus to a level's heading when the level opens, so screen readers announce it. */
function LevelHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [children])
  return (
    <h2 ref={heading} tabIndex={-1} className={styles.levelHeading}>
      {children}
    </h2>
  )
}

function BackButton({ label }: { label: string }) {
  const navigation = useNavigationActor()
  return (
    <Button className={styles.back} onPress={() => navigation.send({ type: 'navigation.mobile.level.back' })}>
      <Chevron direction="left" />
      {label}
    </Button>
  )
}

function SecondLevel({ item }: { item: NavigationItem }) {
  const { t } = useLingui()
  const navigation = useNavigationActor()
  return (
    <>
      <BackButton label={t`Back to menu`} />
      <LevelHeading>{item.primaryLink.label}</LevelHeading>
      <ul className={styles.list}>
        <li>
          <ContentLink href={item.primaryLink.completeSlug} className={styles.rowLink}>
            {item.bottomLinkLabel ?? t`Show all`}
          </ContentLink>
        </li>
        {item.linkCollections.map((collection, index) => (
          <li key={index}>
            {collection.links.length > 0 ? (
              <Button
                className={styles.rowLink}
                onPress={() => navigation.send({ type: 'navigation.mobile.level.opened', depth: 2, id: String(index) })}
              >
                {collection.title}
                <Chevron direction="right" />
              </Button>
            ) : collection.titleLink?.href ? (
              <ContentLink href={collection.titleLink.href} className={styles.rowLink}>
                {collection.title}
              </ContentLink>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}

function ThirdLevel({ item, index }: { item: NavigationItem; index: number }) {
  const { t } = useLingui()
  const collection = item.linkCollections[index]
  if (!collection) return null
  const parent = item.primaryLink.label
  return (
    <>
      <BackButton label={t`Back to ${parent}`} />
      <LevelHeading>{collection.title}</LevelHeading>
      <ul className={styles.list}>
        <CollectionLinks collection={collection} className={styles.rowLink} />
      </ul>
    </>
  )
}
