// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const link = style({
  color: 'inherit',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
