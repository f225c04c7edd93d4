// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import type { SizeOption } from '../../services/commerce/cart'
import { Select } from '../ui/Select'
import { sizeIn } from './format'

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

/**
 * The sizes of a line's article in the shopper's convention; sold-out sizes cannot be chosen. The
 * list box's code loads when the shopper reaches for it (`ui/Select`), not with the bag.
 */
export function SizePicker({ sku, sizes, convention, isDisabled, isInvalid, errorId, onChange }: SizePickerProps) {
  const { t } = useLingui()
  const options = [...sizes].sort((a, b) => euSize(a) - euSize(b))
  const disabled = options.filter((option) => !option.isOnStock && option.sku !== sku).map((option) => option.sku)
  return (
    <Select
      label={t`Size (${convention})`}
      options={options.map((option) => {
        const label = sizeIn(option.attributes, convention) ?? option.sku
        return { id: option.sku, label: option.isOnStock ? label : t`${label} – sold out` }
      })}
      value={sku}
      disabledKeys={disabled}
      isDisabled={isDisabled || (options.length < 2 && sku !== null)}
      isInvalid={isInvalid}
      aria-describedby={isInvalid ? errorId : undefined}
      placeholder={t`Choose a size`}
      onChange={(key) => {
        if (key !== sku) onChange(key)
      }}
    />
  )
}
