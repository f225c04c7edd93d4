// @ts-nocheck
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react'
import type { SelectProps } from './select-props'
import * as styles from './Select.css'

const loadPopup = () => import('./SelectPopup')
const SelectPopup = lazy(loadPopup)

/**
 * A labelled select (a button with a list box), styled as the text fields; with a `name` its value
 * goes with the form. Required selects get the spec's '* ' label prefix (5.6).
 *
 * The page first shows the closed select (its label, value and form field) with no list-box code;
 * the list box loads when the pointer or the focus comes near and takes over on the first press
 * or arrow key, opening at once, so a page with selects costs no list-box script until one is used.
 */
export function Select(props: SelectProps) {
  const [active, setActive] = useState<{ open: boolean } | null>(null)
  const [chosen, setChosen] = useState(props.defaultValue ?? null)
  const value = props.value !== undefined ? props.value : chosen
  const popupProps = props.value !== undefined ? props : { ...props, defaultValue: chosen }
  const closed = (
    <ClosedSelect
      {...props}
      value={value === null || value === undefined ? null : String(value)}
      onActivate={(open) => setActive({ open })}
      onChosen={(key) => {
        setChosen(key)
        props.onChange?.(key)
      }}
    />
  )
  if (!active) return closed
  return (
    <Suspense fallback={closed}>
      {/* The focus stays where the shopper pressed: on the select's button, now react-aria's. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <SelectPopup {...popupProps} autoFocus defaultOpen={active.open} />
    </Suspense>
  )
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' '])

function ClosedSelect({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  value,
  name,
  isRequired,
  isInvalid,
  isDisabled,
  autoComplete,
  disabledKeys,
  onActivate,
  onChosen,
  ...props
}: SelectProps & { value: string | null; onActivate: (open: boolean) => void; onChosen: (key: string) => void }) {
  const id = useId()
  const disabled = new Set(disabledKeys ? [...disabledKeys].map(String) : [])
  const selected = options.find((option) => option.id === value)
  const invalid = Boolean(isInvalid)
  return (
    <div
      className={styles.field}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span id={`${id}-label`} className={styles.label}>
        {isRequired ? `* ${label}` : label}
      </span>
      <button
        type="button"
        id={`${id}-button`}
        className={styles.button}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={
          [
            description ? `${id}-description` : '',
            invalid && errorMessage ? `${id}-error` : '',
            props['aria-describedby'] ?? '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={() => onActivate(true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return
          event.preventDefault()
          onActivate(true)
        }}
      >
        <span id={`${id}-value`} className={styles.value} data-placeholder={selected ? undefined : true}>
          {selected ? selected.label : placeholder}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {invalid && errorMessage && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
      {/* The form's value, and the field the browser fills in from the shopper's saved addresses. */}
      <div aria-hidden="true" className={styles.hiddenField}>
        <label>
          {label}
          <select
            name={name}
            tabIndex={-1}
            autoComplete={autoComplete}
            disabled={isDisabled}
            value={value ?? ''}
            onChange={(event) => onChosen(event.target.value)}
          >
            <option value="" />
            {options.map((option) => (
              <option key={option.id} value={option.id} disabled={disabled.has(option.id)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}
