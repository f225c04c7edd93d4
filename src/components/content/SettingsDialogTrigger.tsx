import type { ReactNode } from 'react'
import { useModalActor } from '../app/shop'
import { ContentLink } from '../layout/ContentLink'
import { Button } from '../ui/Button'
import { useHydrated } from '../ui/useHydrated'
import * as styles from '../ui/DialogTrigger.css'

/** The dialogs fed from site settings that open from a page (spec 2.6). */
export const loadSiteSettingsModals = () => import('./SiteSettingsModals')

interface SettingsDialogTriggerProps {
  dialog: 'shippingDetails' | 'giftWrapping'
  /** The content page that says the same at length: the link before the page is interactive. */
  page: string
  children: ReactNode
}

/** Opens a site-settings dialog; before the scripts, a link to the page that tells the same. */
export function SettingsDialogTrigger({ dialog, page, children }: SettingsDialogTriggerProps) {
  const modal = useModalActor()
  const hydrated = useHydrated()
  if (!hydrated)
    return (
      <ContentLink href={page} className={styles.trigger}>
        {children}
      </ContentLink>
    )
  const warm = () => void loadSiteSettingsModals()
  return (
    <Button
      variant="quiet"
      className={styles.trigger}
      aria-haspopup="dialog"
      onPointerEnter={warm}
      onFocus={warm}
      onPress={() => modal.send({ type: 'modal.opened', name: dialog })}
    >
      {children}
    </Button>
  )
}
