import { useLingui } from '@lingui/react/macro'
import type { MasterProduct } from '../../services/commerce/cart'
import type { WishlistLineDetails } from '../../services/commerce/wishlist'
import { responsiveImage } from '../../services/images'
import { formatMoney } from '../../services/money'
import { isOneSize, localizedText, nameIn, productPathOf, sizeIn } from '../bag/format'
import { RouterAnchor } from '../ui/RouterAnchor'
import { SHOP_FORMS } from '@common/shop-forms'
import { BagLineSize } from '../bag/SizePicker'
import { LineAction } from '../bag/LineAction'
import * as bagStyles from '../bag/BagPage.css'
import * as styles from './WishlistPage.css'
import { wishlistLineKey } from './restore-focus'

export interface WishlistItemProps {
  line: WishlistLineDetails
  master: MasterProduct | undefined
  convention: string
  isBusy: boolean
  isCartLocked: boolean
  /** The shopper tried to put this item into the bag without a size. */
  isSizeRequired: boolean
  onAddToBag: () => void
  onRemove: () => void
  onSizeChange: (sku: string) => void
}

/** One wishlist item (spec 3.8): a gone variant can only be removed. */
export function WishlistItem({
  line,
  master,
  convention,
  isBusy,
  isCartLocked,
  isSizeRequired,
  onAddToBag,
  onRemove,
  onSizeChange,
}: WishlistItemProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const name = nameIn(line.names, locale)
  const path = productPathOf(line, locale)
  const colour = localizedText(master?.colour, locale) ?? localizedText(line.attributes.DominantColor, locale)
  // A product saved without a size has no size to show: the picker asks for one.
  const size = isOneSize(line.attributes) || line.needsSize ? null : sizeIn(line.attributes, convention)
  const image = responsiveImage(line.image?.url, {
    width: 480,
    aspectRatio: '1:1',
    passthrough: { fit: 'contain' },
    widths: [256, 384, 480, 640],
    sizes: '(min-width: 810px) 25vw, 50vw',
  })
  const soldOut =
    master && !line.needsSize ? !master.sizes.some((option) => option.sku === line.sku && option.isOnStock) : false
  const errorId = `wishlist-size-${line.id}`
  return (
    <li
      className={styles.item}
      data-testid="wishlist-item"
      data-sku={line.sku ?? ''}
      data-line-key={wishlistLineKey(line)}
    >
      <img
        className={bagStyles.image}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={480}
        height={480}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <h2 className={bagStyles.lineName}>
        {path ? (
          <RouterAnchor to={path} className={bagStyles.lineLink}>
            {name}
          </RouterAnchor>
        ) : (
          name
        )}
      </h2>
      {line.sku === null ? (
        <p className={bagStyles.muted}>{t`This product is no longer available.`}</p>
      ) : (
        <>
          <dl className={bagStyles.facts}>
            {colour && (
              <div className={bagStyles.fact}>
                <dt>{t`Colour`}:</dt>
                <dd className={bagStyles.factValue}>{colour}</dd>
              </div>
            )}
            {size && (
              <div className={bagStyles.fact}>
                <dt>{t`Size`}:</dt>
                <dd className={bagStyles.factValue} data-testid="wishlist-item-size">
                  {size} {convention}
                </dd>
              </div>
            )}
          </dl>
          {line.price && (
            <p className={bagStyles.prices}>
              {line.salePrice && line.salePrice.centAmount < line.price.centAmount ? (
                <>
                  <span className={bagStyles.salePrice}>{formatMoney(line.salePrice, locale)}</span>
                  <s className={bagStyles.listPrice}>
                    <span className={bagStyles.visuallyHidden}>{t`Original price`}</span>
                    {formatMoney(line.price, locale)}
                  </s>
                </>
              ) : (
                <span>{formatMoney(line.price, locale)}</span>
              )}
            </p>
          )}
          {master && !isOneSize(line.attributes) && (
            <BagLineSize
              action={SHOP_FORMS.wishlistSize}
              lineId={line.id}
              sku={line.needsSize ? null : line.sku}
              sizes={master.sizes}
              convention={convention}
              isDisabled={isBusy}
              isInvalid={isSizeRequired}
              errorId={errorId}
              onChange={onSizeChange}
            />
          )}
          {isSizeRequired && (
            <p id={errorId} className={styles.sizeRequired} role="alert" data-testid="wishlist-size-required">
              {t({ id: 'please select size', message: 'please select size' })}
            </p>
          )}
          {soldOut && <p className={bagStyles.muted}>{t`This size is sold out.`}</p>}
        </>
      )}
      {/* Each action is a form that posts before (and without) the scripts; then the buttons send the machine's events. */}
      <div className={bagStyles.actions}>
        {line.sku !== null && (
          <LineAction
            action={SHOP_FORMS.wishlistToBag}
            lineId={line.id}
            variant="secondary"
            isDisabled={isCartLocked || soldOut}
            onPress={onAddToBag}
            label={t`Add ${name} to the bag`}
          >
            {t`Add to bag`}
          </LineAction>
        )}
        <LineAction
          action={SHOP_FORMS.wishlistRemove}
          lineId={line.id}
          isDisabled={isBusy}
          onPress={onRemove}
          label={t`Remove ${name} from the wishlist`}
          data-focus-on-restore=""
        >
          {t`Remove`}
        </LineAction>
      </div>
    </li>
  )
}
