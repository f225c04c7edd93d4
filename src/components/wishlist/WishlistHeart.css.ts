import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** A 44 px round button over the card image's corner, clear of the discount badge on the other side. */
export const heart = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.85)',
  color: vars.color.ink,
  cursor: 'pointer',
  // Where the page comes back to after the heart's form: below the sticky header, the card's picture in view.
  scrollMarginBlockStart: '35vh',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { background: vars.color.paper },
    '&[data-selected]': { color: vars.color.sale },
  },
})
