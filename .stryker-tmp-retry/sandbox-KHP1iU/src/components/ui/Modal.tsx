// @ts-nocheck
import { lazy, Suspense } from 'react'
import type { ModalProps } from './ModalDialog'
import { useOnceTrue } from './useOnceTrue'

/** The dialog's code (react-aria's overlay, focus scope and dismissal): loaded when a dialog first opens, or ahead of it. */
export const loadModalDialog = () => import('./ModalDialog')
const ModalDialog = lazy(loadModalDialog)

/** A modal dialog with a title and a close button; its code loads the first time it opens, and it stays mounted to close. */
export function Modal(props: ModalProps) {
  const needed = useOnceTrue(props.isOpen)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  )
}
