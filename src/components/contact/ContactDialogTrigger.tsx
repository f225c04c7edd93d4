import type { ReactNode } from 'react'
import { useModalActor } from '../app/shop'
import { ContentLink } from '../layout/ContentLink'
import { Button } from '../ui/Button'
import { useHydrated } from '../ui/useHydrated'

/** The contact page (English slugs; `/péče-o-zákazníky/kontakt` in Czech). */
const CONTACT_PAGE = '/customer-service/contact'

export const loadContactModals = () => import('./ContactModals')

/** Opens the `contactForm` dialog; before the scripts, a link to the contact page. */
export function ContactDialogTrigger({ className, children }: { className?: string; children: ReactNode }) {
  const modal = useModalActor()
  const hydrated = useHydrated()
  if (!hydrated)
    return (
      <ContentLink href={CONTACT_PAGE} className={className}>
        {children}
      </ContentLink>
    )
  const warm = () => void loadContactModals()
  return (
    <Button
      variant="quiet"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={warm}
      onFocus={warm}
      onPress={() => modal.send({ type: 'modal.opened', name: 'contactForm' })}
    >
      {children}
    </Button>
  )
}
