// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

/** Details and the items side by side from the md breakpoint, one column on phones. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQuery('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' } },
})
export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg })
// Labels above their values on phones; beside them from the sm breakpoint. Long emails wrap.
export const details = style({
  display: 'grid',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space.xs } },
})
export const label = style({
  fontWeight: 600,
  selectors: { '&:not(:first-child)': { marginTop: vars.space.xs } },
  '@media': { [mediaQuery('sm')]: { selectors: { '&:not(:first-child)': { marginTop: 0 } } } },
})
export const value = style({ margin: 0, overflowWrap: 'anywhere' })
export const document = style({ justifySelf: 'start' })
