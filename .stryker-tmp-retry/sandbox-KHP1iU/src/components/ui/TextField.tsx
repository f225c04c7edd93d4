// @ts-nocheck
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import * as styles from './TextField.css'

interface TextFieldProps extends AriaTextFieldProps {
  label: string
  description?: string
  errorMessage?: string
  placeholder?: string
}

/** A labelled text input; required fields get the spec's '* ' label prefix (5.6). */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label className={styles.label}>{props.isRequired ? `* ${label}` : label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
