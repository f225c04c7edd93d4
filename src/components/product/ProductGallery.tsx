import { useLingui } from '@lingui/react/macro'
import { useSelector } from '../app/use-selector'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  selectGalleryIndex,
  selectGalleryOpen,
  type productPageMachine,
} from '../../machines/product/product-page.machine'
import type { ProductView } from '@common/product-schema'
import { imageUrl, responsiveImage } from '../../services/images'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { useModalSlot } from '../app/use-modal-slot'
import * as styles from './ProductGallery.css'

type Actor = ActorRefFrom<typeof productPageMachine>

const MAIN_OPTIONS = {
  width: 828,
  aspectRatio: '1:1',
  passthrough: { fit: 'contain' },
  widths: [384, 480, 640, 750, 828, 1080, 1200],
  sizes: '(min-width: 992px) 58vw, 100vw',
} as const

/** The product images: the first is the page's LCP element, rendered on the server with its size and high priority. */
export function ProductGallery({ product, actor }: { product: ProductView; actor: Actor }) {
  const { t } = useLingui()
  const index = useSelector(actor, selectGalleryIndex)
  const isOpen = useModalSlot('gallery', useSelector(actor, selectGalleryOpen), () =>
    actor.send({ type: 'product.gallery.closed' }),
  )
  const image = product.images[index] ?? product.images[0]
  const main = responsiveImage(image?.url, MAIN_OPTIONS)

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') actor.send({ type: 'product.gallery.stepped', by: 1 })
      if (event.key === 'ArrowLeft') actor.send({ type: 'product.gallery.stepped', by: -1 })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [isOpen, actor])

  return (
    <section className={styles.gallery} aria-label={t`Product images`}>
      {/* A phone swipes through every image, one screen wide each; from 810 px only the chosen one shows, above its thumbnails. */}
      <ul className={styles.strip}>
        {product.images.map((slide, position) => {
          const current = position === index
          const source = current ? main : responsiveImage(slide.url, MAIN_OPTIONS)
          return (
            <li key={slide.url} className={styles.slide} data-current={current}>
              <button
                type="button"
                className={styles.mainButton}
                onClick={() => actor.send({ type: 'product.gallery.opened', index: position })}
                aria-label={current ? t`Open image gallery` : t`Image ${position + 1} of ${product.images.length}`}
                data-testid={current ? 'gallery-open' : undefined}
              >
                <img
                  className={styles.mainImage}
                  src={source.src}
                  srcSet={source.srcSet}
                  sizes={source.sizes}
                  width={slide.width ?? 1200}
                  height={slide.height ?? 1200}
                  alt={product.name}
                  fetchPriority={current && index === 0 ? 'high' : 'auto'}
                  loading={current ? 'eager' : 'lazy'}
                  decoding="async"
                  style={{ background: product.backgroundColor }}
                />
              </button>
            </li>
          )
        })}
      </ul>
      {product.images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t`Choose an image`}>
          {product.images.map((thumb, position) => (
            <li key={thumb.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={position === index}
                aria-label={t`Image ${position + 1} of ${product.images.length}`}
                onClick={() => actor.send({ type: 'product.gallery.indexSelected', index: position })}
              >
                <img
                  className={styles.thumbImage}
                  src={imageUrl(thumb.url, { width: 96, aspectRatio: '1:1', passthrough: { fit: 'contain' } })}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        isOpen={isOpen}
        onDismiss={() => actor.send({ type: 'product.gallery.closed' })}
        title={product.name}
        closeLabel={t`Close`}
      >
        <figure style={{ margin: 0 }} data-testid="gallery-dialog" data-index={index}>
          <img
            className={styles.dialogImage}
            src={imageUrl(image?.url, { width: 1200, aspectRatio: '1:1', passthrough: { fit: 'contain' } })}
            alt={product.name}
            width={1200}
            height={1200}
            style={{ background: product.backgroundColor }}
          />
          <figcaption className={styles.dialogNav}>
            <Button
              variant="secondary"
              onPress={() => actor.send({ type: 'product.gallery.stepped', by: -1 })}
              aria-label={t`Previous image`}
            >
              ‹
            </Button>
            <span aria-live="polite">{t`Image ${index + 1} of ${product.images.length}`}</span>
            <Button
              variant="secondary"
              onPress={() => actor.send({ type: 'product.gallery.stepped', by: 1 })}
              aria-label={t`Next image`}
            >
              ›
            </Button>
          </figcaption>
        </figure>
      </Modal>
    </section>
  )
}
