import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { selectRotationView, type productPageMachine } from '../../machines/product/product-page.machine'
import type { ProductView } from '@common/product-schema'
import { imageUrl } from '../../services/images'
import * as styles from './ProductGallery.css'

/** Pixels of horizontal drag per view step. */
const DRAG_STEP = 40

/** The 360° view: the product's views in turn, by arrow keys or by dragging (spec 2.7 "360° rotate"). */
export function RotationView({
  product,
  actor,
}: {
  product: ProductView
  actor: ActorRefFrom<typeof productPageMachine>
}) {
  const { t } = useLingui()
  const view = useSelector(actor, selectRotationView)
  const dragFrom = useRef<number | null>(null)
  const image = product.images[view] ?? product.images[0]
  const step = (by: 1 | -1) => actor.send({ type: 'product.rotation.stepped', by })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') step(1)
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') step(-1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragFrom.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent) => {
    if (dragFrom.current === null) return
    const distance = event.clientX - dragFrom.current
    if (Math.abs(distance) >= DRAG_STEP) {
      step(distance > 0 ? 1 : -1)
      dragFrom.current = event.clientX
    }
  }
  const onPointerUp = () => {
    dragFrom.current = null
  }

  return (
    <div
      className={styles.rotation}
      role="slider"
      tabIndex={0}
      aria-label={t`360° view`}
      aria-valuemin={1}
      aria-valuemax={product.images.length}
      aria-valuenow={view + 1}
      aria-valuetext={t`View ${view + 1}`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-testid="rotation-view"
    >
      <img
        className={styles.rotationImage}
        src={imageUrl(image?.url, { width: 384, aspectRatio: '1:1', passthrough: { fit: 'contain' } })}
        alt=""
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
      <p className={styles.hint}>{t`360° – drag or use the arrow keys to turn`}</p>
    </div>
  )
}
