import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '56rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  minWidth: 0,
})

export const header = style({ display: 'grid', gap: vars.space.sm })

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })

export const intro = style({ margin: 0, maxWidth: '42rem', lineHeight: vars.lineHeight.normal })

export const back = style({ justifySelf: 'start', fontSize: vars.fontSize.sm })

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaQuery('sm')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
})

export const groupLink = style({
  display: 'grid',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.ink } },
})

export const groupName = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg })

export const groupSummary = style({ color: vars.color.inkMuted })

export const groupRange = style({ fontSize: vars.fontSize.sm, fontWeight: 600 })

export const section = style({ display: 'grid', gap: vars.space.sm, maxWidth: '42rem' })

export const sectionHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg })

export const subHeading = style({ margin: 0, marginTop: vars.space.xs, fontSize: vars.fontSize.md })

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs })

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })
