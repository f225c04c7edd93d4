import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** Small print in the form's own colour: the forms stand on light and on dark backgrounds. */
export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: 'inherit' })
