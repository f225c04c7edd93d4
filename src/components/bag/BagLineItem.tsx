import { useLingui } from '@lingui/react/macro'
import { SHOP_FORMS } from '@common/shop-forms'
import { ShopForm } from '../app/ShopForm'
import { GIFT_WRAP_SKU } from '../../machines/cart/cart.rules'
import type { CartLineDetails, MasterProduct } from '../../services/commerce/cart'
import { responsiveImage } from '../../services/images'
import { formatMoney } from '../../services/money'
import { Button } from '../ui/Button'
import { isOneSize, localizedText, nameIn, productPathOf, sizeIn } from './format'
import { RouterAnchor } from '../ui/RouterAnchor'
import { BagLineSize } from './SizePicker'
import { LineAction } from './LineAction'
import * as styles from './BagPage.css'

interface BagLineItemProps {
  line: CartLineDetails
  master: MasterProduct | undefined
  convention: string
  isLocked: boolean
  canAddMore: boolean
  onQuantityChange: (quantity: number) => void
  onSizeChange: (sku: string) => void
  onRemove: () => void
  onMoveToWishlist: () => void
  onGiftWrapRemove: () => void
}

/** One line of the bag (spec 2.7, 3.3): image, name, colour, size, price, and its changes. */
export function BagLineItem(props: BagLineItemProps) {
  const { line, master, convention, isLocked } = props
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const name = nameIn(line.names, locale)
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale)
  const path = productPathOf(line, locale)
  const isGiftWrap = line.sku === GIFT_WRAP_SKU || line.productType === 'Giftwrap'
  const colour = localizedText(master?.colour, locale) ?? localizedText(line.attributes.DominantColor, locale)
  const size = isOneSize(line.attributes) ? null : sizeIn(line.attributes, convention)
  const image = responsiveImage(line.image?.url, {
    width: 256,
    aspectRatio: '1:1',
    passthrough: { fit: 'contain' },
    widths: [128, 256, 384],
    sizes: '8rem',
  })
  const regular = line.unitPrice
  const sale = line.unitSalePrice
  const lineRegular = regular ? { ...regular, centAmount: (sale ?? regular).centAmount * line.quantity } : null

  return (
    <li
      className={styles.line}
      data-testid="bag-line"
      data-sku={line.sku}
      data-kind={isGiftWrap ? 'giftwrap' : line.isGift ? 'gift' : 'product'}
    >
      <img
        className={styles.image}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={128}
        height={128}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className={styles.lineBody}>
        <h2 className={styles.lineName}>
          {path && !isGiftWrap ? (
            <RouterAnchor to={path} className={styles.lineLink}>
              {name}
            </RouterAnchor>
          ) : (
            name
          )}
        </h2>
        {line.isGift && <p className={styles.muted}>{t`Free gift with your promo code`}</p>}
        {!isGiftWrap && !line.isGift && (
          <dl className={styles.facts}>
            {colour && (
              <div className={styles.fact}>
                <dt>{t`Colour`}:</dt>
                <dd className={styles.factValue}>{colour}</dd>
              </div>
            )}
            {size && (
              <div className={styles.fact}>
                <dt>{t`Size`}:</dt>
                <dd className={styles.factValue} data-testid="bag-line-size">
                  {size} {convention}
                </dd>
              </div>
            )}
            {typeof line.attributes.ArticleNumber === 'string' && (
              <div className={styles.fact}>
                <dt>{t`Item no.`}:</dt>
                <dd className={styles.factValue}>{line.attributes.ArticleNumber}</dd>
              </div>
            )}
          </dl>
        )}
        {regular && !line.isGift && (
          <p className={styles.prices}>
            <span className={styles.visuallyHidden}>{t`Price per item`}</span>
            {sale && sale.centAmount < regular.centAmount ? (
              <>
                <span className={styles.salePrice}>{money(sale)}</span>
                <s className={styles.listPrice}>
                  <span className={styles.visuallyHidden}>{t`Original price`}</span>
                  {money(regular)}
                </s>
              </>
            ) : (
              <span>{money(regular)}</span>
            )}
          </p>
        )}
        {isGiftWrap ? (
          <div className={styles.actions}>
            <Button
              variant="quiet"
              isDisabled={isLocked}
              onPress={props.onGiftWrapRemove}
              aria-label={t`Remove gift wrapping`}
            >
              {t`Remove`}
            </Button>
          </div>
        ) : (
          !line.isGift && (
            <div className={styles.actions}>
              {master && !isOneSize(line.attributes) && (
                <BagLineSize
                  lineId={line.id}
                  sku={line.sku}
                  sizes={master.sizes}
                  convention={convention}
                  isDisabled={isLocked}
                  onChange={props.onSizeChange}
                />
              )}
              {/* Each change is a form that posts before the page is interactive; then the buttons send the machine's events. */}
              <ShopForm action={SHOP_FORMS.bagQuantity} fields={{ line: line.id }}>
                <span className={styles.fieldLabel} id={`qty-${line.id}`}>
                  {t`Quantity`}
                </span>
                <div className={styles.stepper} role="group" aria-labelledby={`qty-${line.id}`}>
                  <Button
                    variant="quiet"
                    aria-label={t`Decrease quantity of ${name}`}
                    isDisabled={isLocked || line.quantity <= 1}
                    type="submit"
                    name="quantity"
                    value={String(line.quantity - 1)}
                    onPress={() => props.onQuantityChange(line.quantity - 1)}
                  >
                    −
                  </Button>
                  <output className={styles.stepperValue} aria-live="polite" data-testid="bag-line-quantity">
                    {line.quantity}
                  </output>
                  <Button
                    variant="quiet"
                    aria-label={t`Increase quantity of ${name}`}
                    isDisabled={isLocked || !props.canAddMore}
                    type="submit"
                    name="quantity"
                    value={String(line.quantity + 1)}
                    onPress={() => props.onQuantityChange(line.quantity + 1)}
                  >
                    +
                  </Button>
                </div>
              </ShopForm>
              <LineAction
                action={SHOP_FORMS.bagMoveToWishlist}
                lineId={line.id}
                isDisabled={isLocked}
                onPress={props.onMoveToWishlist}
                label={t`Move ${name} to the wishlist`}
              >
                {t`Move to wishlist`}
              </LineAction>
              <LineAction
                action={SHOP_FORMS.bagRemove}
                lineId={line.id}
                isDisabled={isLocked}
                onPress={props.onRemove}
                label={t`Remove ${name} from the bag`}
              >
                {t`Remove`}
              </LineAction>
            </div>
          )
        )}
      </div>
      <p className={styles.lineTotal} data-testid="bag-line-total">
        <span className={styles.visuallyHidden}>{t`Line total`}</span>
        {lineRegular && line.totalPrice.centAmount < lineRegular.centAmount && !line.isGift && (
          <s className={styles.listPrice}>{money(lineRegular)} </s>
        )}
        {line.isGift ? t`Free` : money(line.totalPrice)}
      </p>
    </li>
  )
}
