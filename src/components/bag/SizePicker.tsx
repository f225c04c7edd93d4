import { useLingui } from '@lingui/react/macro'
import { SHOP_FORMS } from '@common/shop-forms'
import type { SizeOption } from '../../services/commerce/cart'
import { ShopForm } from '../app/ShopForm'
import { Button } from '../ui/Button'
import { Select } from '../ui/Select'
import { sizeIn } from './format'
import * as styles from './BagPage.css'
import * as selectStyles from '../ui/Select.css'

interface SizePickerProps {
  /** The chosen size, or null when none is chosen yet (a wishlist item saved without a size). */
  sku: string | null
  sizes: SizeOption[]
  convention: string
  isDisabled?: boolean
  /** The size must be chosen before the item can go to the bag ('please select size'). */
  isInvalid?: boolean
  /** The id of the message that says why. */
  errorId?: string
  onChange: (sku: string) => void
}

const euSize = (option: SizeOption) => Number.parseFloat(String(option.attributes.Size ?? '0')) || 0

/** The sizes from small to large, each named in the convention; sold-out sizes other than the chosen one cannot be chosen. */
function useSizeChoices(sizes: SizeOption[], sku: string | null, convention: string) {
  const { t } = useLingui()
  return [...sizes]
    .sort((a, b) => euSize(a) - euSize(b))
    .map((option) => {
      const label = sizeIn(option.attributes, convention) ?? option.sku
      return {
        id: option.sku,
        label: option.isOnStock ? label : t`${label} – sold out`,
        isDisabled: !option.isOnStock && option.sku !== sku,
      }
    })
}

/**
 * The sizes of a line's article in the shopper's convention; sold-out sizes cannot be chosen. The
 * list box's code loads when the shopper reaches for it (`ui/Select`), not with the bag.
 */
function SizePicker({ sku, sizes, convention, isDisabled, isInvalid, errorId, onChange }: SizePickerProps) {
  const { t } = useLingui()
  const choices = useSizeChoices(sizes, sku, convention)
  return (
    <Select
      label={t`Size (${convention})`}
      options={choices.map(({ id, label }) => ({ id, label }))}
      value={sku}
      disabledKeys={choices.filter((choice) => choice.isDisabled).map((choice) => choice.id)}
      isDisabled={isDisabled || (choices.length < 2 && sku !== null)}
      isInvalid={isInvalid}
      aria-describedby={isInvalid ? errorId : undefined}
      placeholder={t`Choose a size`}
      onChange={(key) => {
        if (key !== sku) onChange(key)
      }}
    />
  )
}

/**
 * A bag or wishlist line's size: the picker, and for a browser without scripts, where the picker cannot open, a
 * form in `<noscript>` (the sizes in a native select and a button that posts the choice to `action`) that
 * takes the picker's place. A browser with scripts never shows the form, so nothing moves when the
 * page becomes interactive.
 */
export function BagLineSize({
  action = SHOP_FORMS.bagSize,
  lineId,
  sku,
  sizes,
  convention,
  isDisabled,
  isInvalid,
  errorId,
  onChange,
}: {
  action?: string
  lineId: string
  /** Null when none is chosen yet (a wishlist item saved without a size). */
  sku: string | null
  sizes: SizeOption[]
  convention: string
  isDisabled: boolean
  isInvalid?: boolean
  errorId?: string
  onChange: (sku: string) => void
}) {
  const { t } = useLingui()
  const choices = useSizeChoices(sizes, sku, convention)
  return (
    <>
      <div className={styles.sizeWithScripts}>
        <SizePicker
          sku={sku}
          sizes={sizes}
          convention={convention}
          isDisabled={isDisabled}
          isInvalid={isInvalid}
          errorId={errorId}
          onChange={onChange}
        />
      </div>
      {(choices.length > 1 || sku === null) && (
        <noscript>
          <style>{`.${styles.sizeWithScripts}{display:none}`}</style>
          <ShopForm action={action} fields={{ line: lineId }} className={styles.sizeForm}>
            <label className={selectStyles.field}>
              <span className={selectStyles.label}>{t`Size (${convention})`}</span>
              <select
                name="sku"
                defaultValue={sku ?? ''}
                required
                className={selectStyles.button}
                aria-invalid={isInvalid || undefined}
                aria-describedby={isInvalid ? errorId : undefined}
              >
                {sku === null && (
                  <option value="" disabled>
                    {t`Choose a size`}
                  </option>
                )}
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id} disabled={choice.isDisabled}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="quiet">
              {t`Change size`}
            </Button>
          </ShopForm>
        </noscript>
      )}
    </>
  )
}
