// @ts-nocheck
import { loadModalDialog } from '../ui/Modal'

/**
 * The 'added to bag' dialog's code and the modal it opens in, fetched side by side (not one after
 * the other): started when the shopper picks a size or the bag's first write begins, so the dialog
 * opens as soon as the platform answers.
 */
export function loadAddedToBagModal() {
  void loadModalDialog()
  return import('./AddedToBagModal')
}
