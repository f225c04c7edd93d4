// @ts-nocheck
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components'
import type { SelectProps } from './select-props'
import * as styles from './Select.css'

/**
 * The select once the shopper reaches for it: react-aria's button with a list box in a popover,
 * loaded by `Select` on the first press (see there).
 */
export default function SelectPopup({ label, options, description, errorMessage, onChange, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      className={styles.field}
      onChange={(key) => {
        if (key !== null) onChange?.(String(key))
      }}
    >
      <Label className={styles.label}>{props.isRequired ? `* ${label}` : label}</Label>
      <Button className={styles.button}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
