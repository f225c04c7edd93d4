import { withCatalog } from '../../i18n/i18n'
import { loadModalDialog } from '../ui/Modal'

/**
 * The size guide dialogs' code, their catalog and the modal they open in, fetched side by side: when
 * a dialog first opens, or ahead of it when the shopper points at or focuses a size guide button.
 */
export function loadSizeGuideModals() {
  void loadModalDialog()
  return withCatalog('size-guide', import('./SizeGuideModals'))
}
