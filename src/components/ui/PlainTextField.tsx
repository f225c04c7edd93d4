import { useId, type InputHTMLAttributes } from 'react'
import * as styles from './TextField.css'

type PlainTextFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'maxLength' | 'defaultValue' | 'value' | 'autoComplete' | 'inputMode' | 'placeholder'
> & {
  /** The text as typed, for a field whose value the statechart holds. */
  onChange?: (value: string) => void
  /** More elements that describe the input (an error shown elsewhere). */
  'aria-describedby'?: string | undefined
  label: string
  description?: string | undefined
  isRequired?: boolean
  /** Shows `errorMessage` and marks the input invalid. */
  isInvalid?: boolean
  errorMessage?: string | undefined
}

/**
 * A labelled text input with the same look as `TextField`, built from native elements only, for forms
 * whose errors come from their statechart (no browser validation): it costs no script before the page
 * becomes interactive. Required fields get the spec's '* ' label prefix (5.6) and `aria-required`.
 */
export function PlainTextField({
  label,
  description,
  isRequired,
  isInvalid,
  errorMessage,
  onChange,
  'aria-describedby': describedElsewhere,
  ...input
}: PlainTextFieldProps) {
  const id = useId()
  const showError = Boolean(isInvalid && errorMessage)
  const describedBy = [description && `${id}-description`, showError && `${id}-error`, describedElsewhere]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {isRequired ? `* ${label}` : label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
      />
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {showError && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
