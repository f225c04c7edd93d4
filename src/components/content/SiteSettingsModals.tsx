import { useLingui } from '@lingui/react/macro'
import { selectOpenModal } from '../../machines/modal/modal.machine'
import { useModalActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { useSiteSettings } from '../layout/layout-context'
import { RichText } from '../layout/RichText'
import { Modal } from '../ui/Modal'

/** Spec 2.6: the shippingDetails and giftWrapping dialogs, their title and text from the site settings (3.22). */
export default function SiteSettingsModals() {
  const { t } = useLingui()
  const modal = useModalActor()
  const open = useSelector(modal, selectOpenModal)
  const settings = useSiteSettings()
  const content =
    open === 'shippingDetails'
      ? settings.shippingDetailsModal
      : open === 'giftWrapping'
        ? settings.giftWrappingDescription
        : null
  return (
    <Modal
      isOpen={Boolean(content)}
      onDismiss={() => modal.send({ type: 'modal.dismissed' })}
      title={content?.title ?? ''}
      closeLabel={t`Close`}
    >
      {content && <RichText document={content.content} />}
    </Modal>
  )
}
