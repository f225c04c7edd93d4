import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { visuallyHidden } from '../../styles/visually-hidden.css'

/**
 * Check boxes and radios drawn with CSS: an ink border on paper (over 3:1 against the page), filled
 * in ink when chosen, the focus ring on keyboard focus, the danger colour when invalid, faded when disabled.
 */
export const choice = style({
  // The visually hidden input sits inside its label, so a press on it lands on the label.
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  minHeight: '44px',
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.ink,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.inkMuted } },
})

const control = {
  flex: 'none',
  width: '20px',
  height: '20px',
  marginTop: '1px',
  border: `2px solid ${vars.color.ink}`,
  background: vars.color.paper,
  display: 'grid',
  placeItems: 'center',
  transition: 'background-color 120ms, border-color 120ms',
} as const

export const box = style({ ...control, borderRadius: vars.radius.sm })
export const dot = style({ ...control, borderRadius: '50%' })

/** The tick: a rotated L of two borders, in paper on the ink fill. */
export const tick = style({
  width: '6px',
  height: '11px',
  marginTop: '-2px',
  borderRight: `2px solid ${vars.color.paper}`,
  borderBottom: `2px solid ${vars.color.paper}`,
  transform: 'rotate(45deg)',
  visibility: 'hidden',
})
export const pip = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.paper,
  visibility: 'hidden',
})

/** The native input of a plain check box (`PlainCheckbox`): out of sight, in the tab order; its box shows its state. */
export const hiddenInput = visuallyHidden

// react-aria's controls mark their state on the label (`data-selected`); a plain one's checked input says it.
const checked = `${choice}:has(> ${hiddenInput}:checked)`
const focusVisible = `${choice}:has(> ${hiddenInput}:focus-visible)`
globalStyle(`${choice}[data-selected] > ${box}, ${choice}[data-selected] > ${dot}, ${checked} > ${box}`, {
  background: vars.color.ink,
  borderColor: vars.color.ink,
})
globalStyle(`${choice}[data-selected] ${tick}, ${choice}[data-selected] ${pip}, ${checked} ${tick}`, {
  visibility: 'visible',
})
globalStyle(
  `${choice}[data-focus-visible] > ${box}, ${choice}[data-focus-visible] > ${dot}, ${focusVisible} > ${box}`,
  {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
)
globalStyle(`${choice}[data-invalid] > ${box}, ${choice}[data-invalid] > ${dot}`, { borderColor: vars.color.danger })
globalStyle(`${choice}[data-disabled] > ${box}, ${choice}[data-disabled] > ${dot}`, {
  borderColor: vars.color.inkMuted,
  background: vars.color.paperMuted,
})
globalStyle(
  `${choice}[data-hovered]:not([data-disabled]) > ${box}, ${choice}[data-hovered]:not([data-disabled]) > ${dot}`,
  { boxShadow: `0 0 0 3px ${vars.color.paperMuted}` },
)

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })
export const group = style({ display: 'grid', gap: 0 })
export const groupLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBottom: vars.space.xxs })
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger })
