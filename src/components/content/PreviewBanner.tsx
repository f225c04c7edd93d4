import { useLingui } from '@lingui/react/macro'
import { toPublicPath } from '@common/slugs'
import { useCurrentPath } from '../layout/layout-context'
import * as styles from './ContentPage.css'

/** Spec 2.5, 4.12: the fixed 'PREVIEW' banner; Exit leaves preview mode and comes back to this page. */
export function PreviewBanner() {
  const { t } = useLingui()
  const path = toPublicPath(useCurrentPath())
  return (
    <div className={styles.previewBanner} role="region" aria-label={t`Preview mode`}>
      <span>PREVIEW</span>
      <a className={styles.previewExit} href={`/api/preview/clear?redirect=${encodeURIComponent(path)}`}>
        {t`Exit`}
      </a>
    </div>
  )
}
