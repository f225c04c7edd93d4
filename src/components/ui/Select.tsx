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
  type SelectProps as AriaSelectProps,
} from 'react-aria-components'
import * as styles from './Select.css'

export interface SelectOption {
  id: string
  label: string
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'items' | 'onChange' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'> {
  label: string
  options: SelectOption[]
  description?: string
  errorMessage?: string
  onChange?: (key: string) => void
}

/**
 * A labelled select (a button with a list box), styled as the text fields; with a `name` its value
 * goes with the form as a hidden input. Required selects get the spec's '* ' label prefix (5.6).
 */
export function Select({ label, options, description, errorMessage, onChange, ...props }: SelectProps) {
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
