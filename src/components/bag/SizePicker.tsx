import { useLingui } from '@lingui/react/macro'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import type { SizeOption } from '../../services/commerce/cart'
import { sizeIn } from './format'
import * as styles from './BagPage.css'

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

/** The sizes of a line's article in the shopper's convention; sold-out sizes cannot be chosen. */
export function SizePicker({ sku, sizes, convention, isDisabled, isInvalid, errorId, onChange }: SizePickerProps) {
  const { t } = useLingui()
  const options = [...sizes].sort((a, b) => euSize(a) - euSize(b))
  const disabled = options.filter((option) => !option.isOnStock && option.sku !== sku).map((option) => option.sku)
  return (
    <Select
      selectedKey={sku}
      disabledKeys={disabled}
      isDisabled={isDisabled || (options.length < 2 && sku !== null)}
      isInvalid={isInvalid}
      placeholder={t`Choose a size`}
      onSelectionChange={(key) => {
        if (key !== null && String(key) !== sku) onChange(String(key))
      }}
    >
      <Label className={styles.fieldLabel}>{t`Size (${convention})`}</Label>
      <Button className={styles.selectButton} aria-describedby={isInvalid ? errorId : undefined}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => {
            const label = sizeIn(option.attributes, convention) ?? option.sku
            return (
              <ListBoxItem id={option.sku} textValue={label} className={styles.option}>
                {option.isOnStock ? label : t`${label} – sold out`}
              </ListBoxItem>
            )
          }}
        </ListBox>
      </Popover>
    </Select>
  )
}
