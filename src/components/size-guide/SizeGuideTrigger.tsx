import type { ReactNode } from 'react'
import type { SizeGroup } from '@common/size-conversion'
import { useModalActor } from '../app/shop'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Button } from '../ui/Button'
import { Link } from '../ui/Link'
import { useHydrated } from '../ui/useHydrated'
import { loadSizeGuideModals } from './size-guide-code'
import * as styles from '../ui/DialogTrigger.css'

interface SizeGuideTriggerProps {
  /** `sizeGuide` from a product (its group's chart), `globalSizeGuide` from a size picker without one (spec 2.6). */
  dialog: 'sizeGuide' | 'globalSizeGuide'
  group: SizeGroup | null
  /** The label, translated by the caller: this area's catalog comes with the dialog, not with the page. */
  children: ReactNode
}

/**
 * Opens a size guide dialog. Before the page is interactive it is a link to the guide's page, so the
 * chart is one tap away without scripts too; its code is fetched as soon as the shopper points at it.
 */
export function SizeGuideTrigger({ dialog, group, children }: SizeGuideTriggerProps) {
  const modal = useModalActor()
  const hydrated = useHydrated()
  const params = useLocaleParams()
  if (!hydrated) {
    return group ? (
      <Link to="/{-$locale}/guides/size-guide/$group" params={{ ...params, group }} className={styles.trigger}>
        {children}
      </Link>
    ) : (
      <Link to="/{-$locale}/guides/size-guide" params={params} className={styles.trigger}>
        {children}
      </Link>
    )
  }
  const warm = () => void loadSizeGuideModals()
  return (
    <Button
      variant="quiet"
      className={styles.trigger}
      aria-haspopup="dialog"
      onPointerEnter={warm}
      onFocus={warm}
      onPress={() => modal.send({ type: 'modal.opened', name: dialog, props: group ? { group } : {} })}
    >
      {children}
    </Button>
  )
}
