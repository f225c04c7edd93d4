// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import type { ContentLink } from '../../services/navigation'
import { useModalActor } from '../app/shop'
import { Modal } from '../ui/Modal'
import { CONTENT_LINK_MODAL } from './content-link-modal'
import { RichText } from './RichText'

/** Spec 2.5: a footer link that opens a modal with its label, description and rich text. */
export function ContentLinkModal() {
  const { t } = useLingui()
  const modal = useModalActor()
  const link = useSelector(modal, (s) =>
    s.context.name === 'base' && s.context.props.kind === CONTENT_LINK_MODAL
      ? (s.context.props.link as ContentLink)
      : null,
  )
  return (
    <Modal
      isOpen={link !== null}
      onDismiss={() => modal.send({ type: 'modal.dismissed' })}
      title={link?.label ?? ''}
      closeLabel={t`Close`}
    >
      {link?.description && <p>{link.description}</p>}
      {link?.descriptionRichText && <RichText document={link.descriptionRichText} />}
    </Modal>
  )
}
