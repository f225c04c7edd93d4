// @ts-nocheck
import type { SelectProps as AriaSelectProps } from 'react-aria-components'

export interface SelectOption {
  id: string
  label: string
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'children' | 'className' | 'items' | 'onChange' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
> {
  label: string
  options: SelectOption[]
  description?: string
  errorMessage?: string
  onChange?: (key: string) => void
}
