import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/**
 * A page of one column (order tracking, the newsletter, the contact form, the store locator): centred,
 * a gap. The gutters are the layout's (`SiteLayout.css.ts`, `main`): a page's own would double them, a
 * phone's text starting 32 px in where every other page's starts at 16. Pages of another width spread
 * these rules into their own style, since the order of composed classes across route stylesheets is
 * not fixed.
 */
export const onePageRules = {
  margin: '0 auto',
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
} as const

export const textRules = { margin: 0, lineHeight: vars.lineHeight.normal } as const

export const page = style({ ...onePageRules, maxWidth: '40rem' })

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })

export const subheading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg })

export const text = style(textRules)
