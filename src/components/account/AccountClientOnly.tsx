import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useHydrated } from '../ui/useHydrated'
import { awaitsCode } from '@common/page-start'

/**
 * The shopper's own data is read in the browser, with the session cookie only it sends; the server
 * renders the place it will take.
 */
export function AccountClientOnly({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  if (!hydrated)
    return (
      <p role="status" {...awaitsCode}>
        {t`Loading…`}
      </p>
    )
  return <>{children}</>
}
