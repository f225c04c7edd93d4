// @ts-nocheck
import { useEffect, useRef } from 'react'
import { selectIsModalOpen, selectOpenModal, type ModalName } from '../../machines/modal/modal.machine'
import { useModalActor } from './shop'
import { useSelector } from './use-selector'

/**
 * One dialog at a time (spec 2.6, 4.13) for an overlay that its own machine opens and closes (the
 * gallery, the store picker, the menus, the listing's panels, the wallet): the shopper's opening
 * goes to the modal machine, which replaces whatever dialog was open; the overlay is shown only
 * while the modal machine has it open; and when another dialog takes its place there, or it is
 * dismissed there, its own machine is told to close. Returns whether the overlay is shown.
 */
export function useModalSlot(name: ModalName, wanted: boolean, close: () => void): boolean {
  const modal = useModalActor()
  const open = useSelector(modal, selectIsModalOpen(name))
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    const current = selectOpenModal(modal.getSnapshot())
    if (wanted && current !== name) modal.send({ type: 'modal.opened', name })
    if (!wanted && current === name) modal.send({ type: 'modal.dismissed' })
  }, [modal, name, wanted])
  // Whether the modal machine has had this overlay open since it was last wanted.
  const held = useRef(false)
  useEffect(() => {
    if (open) held.current = true
    else if (held.current) {
      held.current = false
      if (wanted) closeRef.current()
    }
  }, [open, wanted])
  return wanted && open
}
