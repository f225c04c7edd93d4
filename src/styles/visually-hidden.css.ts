import { style } from '@vanilla-extract/css'

/**
 * Out of sight but in the accessibility tree and the tab order: the native input of a control the shop
 * draws itself (a size chip, a check box, a switch), which shows the input's state.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
})
