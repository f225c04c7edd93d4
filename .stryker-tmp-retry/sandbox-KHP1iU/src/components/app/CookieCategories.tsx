// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components'
import { COOKIE_CATEGORIES, NECESSARY_CATEGORY } from '../../machines/consent/consent.machine'
import * as styles from './CookieBanner.css'

/** The cookie banner's category check boxes; the necessary cookies are always on. */
export default function CookieCategories({
  value,
  onChange,
  labels,
}: {
  value: string[]
  onChange: (value: string[]) => void
  labels: Record<string, string>
}) {
  const { t } = useLingui()
  return (
    <CheckboxGroup className={styles.categories} value={value} onChange={onChange}>
      <Label className={styles.text}>{t`Cookie categories`}</Label>
      {COOKIE_CATEGORIES.map((category) => (
        <Checkbox
          key={category}
          value={category}
          isDisabled={category === NECESSARY_CATEGORY}
          className={styles.checkbox}
        >
          {({ isSelected }) => (
            <>
              <span className={styles.box} aria-hidden="true">
                {isSelected ? '✓' : ''}
              </span>
              {labels[category]}
            </>
          )}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
}
